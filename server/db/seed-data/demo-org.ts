/** The demo organisation as the team conventions describe it: companies, stores, warehouses, users. */
import type { RoleCode } from '../../../contract/roles';

export const DEMO_PASSWORD = 'canasta-demo';

export const DEMO_COMPANIES = [
  { key: 'andino', name: 'Mercado Andino', currency: 'USD', ivaRateBp: 1500, skuPrefix: 'AND', orderWeight: 80, customerCount: 160 },
  { key: 'valle', name: 'Frescos del Valle', currency: 'USD', ivaRateBp: 1500, skuPrefix: 'VAL', orderWeight: 20, customerCount: 40 },
] as const;
export type DemoCompanyKey = (typeof DEMO_COMPANIES)[number]['key'];

export const DEMO_WAREHOUSES = [
  { key: 'norte', company: 'andino', name: 'Bodega Norte', address: 'Av. Eloy Alfaro N45-120 y Av. de los Granados, Quito', lat: -0.163, lng: -78.47 },
  { key: 'sur', company: 'andino', name: 'Bodega Sur', address: 'Av. Maldonado S28-150 y Calle Quimiag, Quito', lat: -0.26, lng: -78.53 },
  { key: 'cumbaya', company: 'andino', name: 'Bodega Cumbayá', address: 'Av. Interoceánica km 12 y Av. Pampite, Cumbayá', lat: -0.2, lng: -78.43 },
  { key: 'valle', company: 'valle', name: 'Bodega Valle', address: 'Av. General Enríquez 2450 y Av. San Luis, Sangolquí', lat: -0.305, lng: -78.45 },
] as const;
export type DemoWarehouseKey = (typeof DEMO_WAREHOUSES)[number]['key'];

/**
 * Stores and the warehouses they ship from (weight = share of the store's orders). The conventions fix the names;
 * the links are our decision: each store ships from the warehouse of its area, Andino Norte also from Cumbayá.
 */
export const DEMO_STORES = [
  { name: 'Andino Norte', company: 'andino', market: true, weight: 65, warehouses: [['norte', 75], ['cumbaya', 25]] },
  { name: 'Andino Sur', company: 'andino', market: false, weight: 35, warehouses: [['sur', 100]] },
  { name: 'Valle Centro', company: 'valle', market: false, weight: 100, warehouses: [['valle', 100]] },
] as const satisfies readonly { name: string; company: DemoCompanyKey; market: boolean; weight: number; warehouses: readonly (readonly [DemoWarehouseKey, number])[] }[];

/** One user per role code; SA has no company, PK/DE/CA are bound to Bodega Norte. */
export const DEMO_USERS: readonly { role: RoleCode; name: string }[] = [
  { role: 'SA', name: 'Sofía Andrade' },
  { role: 'AD', name: 'Andrés Villacís' },
  { role: 'CA', name: 'Carla Almeida' },
  { role: 'CC', name: 'Cecilia Cevallos' },
  { role: 'GE', name: 'Gustavo Espinosa' },
  { role: 'SG', name: 'Silvia Guerrero' },
  { role: 'SU', name: 'Santiago Uquillas' },
  { role: 'DE', name: 'Diego Erazo' },
  { role: 'C', name: 'Camila Chiriboga' },
  { role: 'PS', name: 'Paúl Salazar' },
  { role: 'PK', name: 'Patricio Quishpe' },
];

export const WAREHOUSE_OF_BOUND_USERS: DemoWarehouseKey = 'norte';

export function demoEmail(role: RoleCode): string {
  return `${role.toLowerCase()}@canasta.demo`;
}
