/** Every subscription API route's handler (contract/rest-calls.ts). The `satisfies` makes a route without one a type error. */
import type { RestHandlers } from '../rest-types';
import { createApplicationHandler, listApplicationsHandler, updateApplicationHandler } from './applications';
import { createOfferHandler, listOffersHandler } from './offers';
import { createOptionHandler, listOptionsHandler, updateOptionHandler } from './options';
import { createPlanHandler, listApplicationPlansHandler, listPlansHandler, updatePlanHandler } from './plans';
import { addPrimeProductsHandler, listPrimeProductsHandler, removePrimeProductsHandler } from './prime-products';
import { listUserGroupTypePlansHandler } from './user-group-type-plans';

export const restHandlers = {
  'GET application': listApplicationsHandler,
  'POST application': createApplicationHandler,
  'PUT application/{id}': updateApplicationHandler,
  'GET usergrouptypeplan': listUserGroupTypePlansHandler,
  'GET offer': listOffersHandler,
  'POST offer': createOfferHandler,
  'GET option': listOptionsHandler,
  'POST option': createOptionHandler,
  'PUT option/{id}': updateOptionHandler,
  'POST plan': createPlanHandler,
  'PUT plan/{id}': updatePlanHandler,
  'GET plan': listPlansHandler,
  'GET plan/application/{id}': listApplicationPlansHandler,
  'GET product/application/{id}': listPrimeProductsHandler,
  'POST product/prime': addPrimeProductsHandler,
  'DELETE product/prime/{ApplicationId}': removePrimeProductsHandler,
} satisfies RestHandlers;
