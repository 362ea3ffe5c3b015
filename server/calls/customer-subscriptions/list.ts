/** `/Customer/Subscriptions`: a customer's subscriptions (newest first, with their periods) and the plans they may take now. */
import { availablePlans, customerSubscriptions } from '../../subscriptions/subscription-rows';
import { subscriberCompany } from '../../subscriptions/subscriber';
import type { Handler } from '../types';
import { sessionUser } from '../types';

export const customerSubscriptionsHandler: Handler<'/Customer/Subscriptions'> = async (input, ctx) => {
  const companyId = await subscriberCompany(ctx.db, sessionUser(ctx), input.customerId);
  const [subscriptions, plans] = await Promise.all([
    customerSubscriptions(ctx.db, input.customerId),
    availablePlans(ctx.db, companyId, input.customerId, ctx.now()),
  ]);
  return { data: { subscriptions, availablePlans: plans } };
};
