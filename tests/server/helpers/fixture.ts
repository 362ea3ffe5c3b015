/**
 * A small fixture: 2 companies (each a store and a warehouse; company 1 a second warehouse),
 * one user per role code per company (SA once, no company), customers, products and orders in several statuses.
 */
import { ROLE_CODES, WAREHOUSE_BOUND_ROLES, type RoleCode } from '../../../contract/roles';
import type { OrderStatus } from '../../../contract/order-status';
import type { Database } from '../../../server/db/client';
import { hashPassword } from '../../../server/auth/password';
import { computeLine } from '../../../contract/order-math';
import { termsAcceptances, users } from '../../../server/db/schema/accounts';
import { categories, productBarcodes, productCategories, products } from '../../../server/db/schema/catalogue';
import { customers } from '../../../server/db/schema/customers';
import { orderLines, orders } from '../../../server/db/schema/orders';
import { companies, storeWarehouses, stores, warehouses } from '../../../server/db/schema/tenancy';

export const FIXTURE_PASSWORD = 'fixture-password-1';
/** 12:00 in Guayaquil: every order below falls on the same business day in UTC and locally. */
export const FIXTURE_NOW = new Date('2026-11-20T17:00:00.000Z');

export interface FixtureCompany {
  id: number;
  storeId: number;
  warehouseId: number;
  /** Only company 1 has a second warehouse. */
  extraWarehouseId: number | null;
  /** Ids of ORDER_SPECS' orders, in that order. */
  orderIds: number[];
  /** The company's customer ("Cliente <n>"), who placed every order. */
  customerId: number;
  /** Catalogue and order lines for picking. */
  picking: FixturePicking;
}

/** Product keys of PICKING_PRODUCTS. */
export type PickingProductKey = 'rice' | 'tomato' | 'brownRice' | 'milk' | 'oldRice' | 'potato' | 'bulkRice';

export interface FixturePicking {
  categoryIds: { grains: number; vegetables: number; dairy: number };
  products: Record<PickingProductKey, number>;
  /** Line ids per order index of ORDER_SPECS (orders with PICKING_LINES only: 1, 2 and 3), in position order. */
  linesByOrder: Record<number, number[]>;
}

export interface FixtureUser {
  id: number;
  email: string;
  role: RoleCode;
  companyId: number | null;
  warehouseId: number | null;
}

export interface Fixture {
  companies: [FixtureCompany, FixtureCompany];
  /** Key: `${role}` for SA, `${role}@${companyIndex}` (1 or 2) for the rest. */
  users: Record<string, FixtureUser>;
}

export function userKey(role: RoleCode, company: 1 | 2 = 1): string {
  return role === 'SA' ? 'SA' : `${role}@${company}`;
}

export function fixtureEmail(role: RoleCode, company: 1 | 2 = 1): string {
  return role === 'SA' ? 'sa@fixture.test' : `${role.toLowerCase()}@c${company}.fixture.test`;
}

const MINUTE = 60_000;

type CategoryKey = keyof FixturePicking['categoryIds'];
/** Picking catalogue per company: SKU suffix, name, unit, price without IVA, IVA, category, active, barcode. */
export const PICKING_PRODUCTS: Record<PickingProductKey, { sku: string; name: string; saleUnit: 'unit' | 'kg'; price: number; taxRateBp: number; category: CategoryKey; active: boolean }> = {
  rice: { sku: '1', name: 'Arroz 1 kg', saleUnit: 'unit', price: 150, taxRateBp: 1500, category: 'grains', active: true },
  tomato: { sku: '2', name: 'Tomate', saleUnit: 'kg', price: 120, taxRateBp: 0, category: 'vegetables', active: true },
  brownRice: { sku: '3', name: 'Arroz integral 1 kg', saleUnit: 'unit', price: 175, taxRateBp: 1500, category: 'grains', active: true },
  milk: { sku: '4', name: 'Leche 1 L', saleUnit: 'unit', price: 95, taxRateBp: 0, category: 'dairy', active: true },
  oldRice: { sku: '5', name: 'Arroz descontinuado', saleUnit: 'unit', price: 140, taxRateBp: 1500, category: 'grains', active: false },
  potato: { sku: '6', name: 'Papa chola', saleUnit: 'kg', price: 87, taxRateBp: 0, category: 'vegetables', active: true },
  bulkRice: { sku: '7', name: 'Arroz a granel', saleUnit: 'kg', price: 133, taxRateBp: 1200, category: 'grains', active: true },
};
/** Lines of the orders with index 1, 2 and 3 (confirmada, confirmada, en_picking): product, quantity, discount. */
export const PICKING_LINES: { product: PickingProductKey; quantityMilli: number; discountRateBp: number }[] = [
  { product: 'rice', quantityMilli: 2000, discountRateBp: 0 },
  { product: 'tomato', quantityMilli: 1250, discountRateBp: 0 },
  { product: 'milk', quantityMilli: 3000, discountRateBp: 1000 },
];
const ORDERS_WITH_LINES = [1, 2, 3];
type OrderSpec = { status: OrderStatus; total: number; ageMin: number; slotEndMin: number; picked?: boolean };
/** Totals in cents, per company multiplied by the company number × 1 or × 10, so leaks show. */
export const ORDER_SPECS: OrderSpec[] = [
  { status: 'pendiente', total: 1000, ageMin: 60, slotEndMin: 300 },
  { status: 'confirmada', total: 2000, ageMin: 60, slotEndMin: 300 },
  { status: 'confirmada', total: 3000, ageMin: 60, slotEndMin: 300, picked: true },
  { status: 'en_picking', total: 4000, ageMin: 60, slotEndMin: 300 },
  { status: 'entregada', total: 5000, ageMin: 60, slotEndMin: -30 },
  { status: 'cancelada', total: 6000, ageMin: 60, slotEndMin: -30 },
  { status: 'en_despacho', total: 8000, ageMin: 120, slotEndMin: -30 },
  { status: 'entregada', total: 7000, ageMin: 3 * 24 * 60, slotEndMin: -3 * 24 * 60 },
];

export async function insertFixture(database: Database, now: Date = FIXTURE_NOW): Promise<Fixture> {
  const db = database.db;
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const out: Partial<Fixture> & { users: Record<string, FixtureUser> } = { users: {} };
  const list: FixtureCompany[] = [];
  const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * MINUTE);

  const [sa] = await db
    .insert(users)
    .values({ companyId: null, email: fixtureEmail('SA'), name: 'Super Admin', role: 'SA', passwordHash, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  out.users.SA = { id: sa!.id, email: fixtureEmail('SA'), role: 'SA', companyId: null, warehouseId: null };

  for (const n of [1, 2] as const) {
    const [company] = await db.insert(companies).values({ name: `Empresa ${n}`, currency: 'USD', timezone: 'America/Guayaquil', createdAt: now }).returning({ id: companies.id });
    const companyId = company!.id;
    const [warehouse] = await db.insert(warehouses).values({ companyId, name: `Bodega ${n}`, createdAt: now }).returning({ id: warehouses.id });
    const extra = n === 1 ? (await db.insert(warehouses).values({ companyId, name: 'Bodega 1B', createdAt: now }).returning({ id: warehouses.id }))[0]!.id : null;
    const [store] = await db.insert(stores).values({ companyId, name: `Tienda ${n}`, market: n === 1, createdAt: now }).returning({ id: stores.id });
    await db.insert(storeWarehouses).values({ storeId: store!.id, warehouseId: warehouse!.id });
    const fixtureCompany: FixtureCompany = {
      id: companyId,
      storeId: store!.id,
      warehouseId: warehouse!.id,
      extraWarehouseId: extra,
      orderIds: [],
      customerId: 0,
      picking: { categoryIds: { grains: 0, vegetables: 0, dairy: 0 }, products: {} as Record<PickingProductKey, number>, linesByOrder: {} },
    };
    list.push(fixtureCompany);

    for (const role of ROLE_CODES) {
      if (role === 'SA') continue;
      const warehouseId = WAREHOUSE_BOUND_ROLES.includes(role) ? warehouse!.id : null;
      const email = fixtureEmail(role, n);
      const [user] = await db
        .insert(users)
        .values({ companyId, warehouseId, email, name: `${role} ${n}`, role, passwordHash, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      out.users[userKey(role, n)] = { id: user!.id, email, role, companyId, warehouseId };
    }
    await db.insert(termsAcceptances).values({ userId: out.users[userKey('AD', n)]!.id, acceptedTerms: true, acceptedCookies: false, acceptedAt: now });

    const [customer] = await db.insert(customers).values({ companyId, name: `Cliente ${n}`, email: `cliente${n}@example.test`, createdAt: now }).returning({ id: customers.id });
    fixtureCompany.customerId = customer!.id;
    const categoryRows = await db
      .insert(categories)
      .values([
        { companyId, name: 'Granos', aisleOrder: 2 },
        { companyId, name: 'Verduras', aisleOrder: 1 },
        { companyId, name: 'Lácteos', aisleOrder: 3 },
      ])
      .returning({ id: categories.id });
    const categoryIds = { grains: categoryRows[0]!.id, vegetables: categoryRows[1]!.id, dairy: categoryRows[2]!.id };
    const productKeys = Object.keys(PICKING_PRODUCTS) as PickingProductKey[];
    const productRows = await db
      .insert(products)
      .values(
        productKeys.map((key, index) => {
          const p = PICKING_PRODUCTS[key];
          return {
            companyId,
            sku: `SKU-${n}-${p.sku}`,
            name: p.name,
            saleUnit: p.saleUnit,
            priceCents: p.price,
            priceWithTaxCents: p.price + Math.round((p.price * p.taxRateBp) / 10000),
            taxRateBp: p.taxRateBp,
            categoryId: categoryIds[p.category],
            active: p.active,
            displayOrder: index + 1,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: products.id });
    const productIds = Object.fromEntries(productKeys.map((key, index) => [key, productRows[index]!.id])) as Record<PickingProductKey, number>;
    await db.insert(productCategories).values(productKeys.map((key, index) => ({ productId: productIds[key], categoryId: categoryIds[PICKING_PRODUCTS[key].category], companyId, displayOrder: index + 1 })));
    await db.insert(productBarcodes).values(productKeys.map((key, index) => ({ productId: productIds[key], companyId, barcode: `77${n}00000000${index + 1}` })));
    const pickerId = out.users[userKey('PK', n)]!.id;
    const inserted = await db.insert(orders).values(
      ORDER_SPECS.map((spec, index) => {
        const created = at(-spec.ageMin);
        return {
          companyId,
          storeId: store!.id,
          warehouseId: warehouse!.id,
          customerId: customer!.id,
          number: `C${n}-${index + 1}`,
          channel: 'web' as const,
          fulfilment: 'delivery' as const,
          slotDate: created.toISOString().slice(0, 10),
          slotStart: at(spec.slotEndMin - 60),
          slotEnd: at(spec.slotEndMin),
          paymentMethod: 'card' as const,
          paymentState: 'paid' as const,
          subtotalCents: spec.total * (n === 1 ? 1 : 10),
          totalCents: spec.total * (n === 1 ? 1 : 10),
          itemCount: 1,
          status: spec.status,
          pickerId: spec.picked ? pickerId : null,
          createdAt: created,
          updatedAt: created,
        };
      }),
    ).returning({ id: orders.id });
    fixtureCompany.orderIds = inserted.map((row) => row.id);

    const lineRows = ORDERS_WITH_LINES.flatMap((orderIndex) =>
      PICKING_LINES.map((line, index) => {
        const p = PICKING_PRODUCTS[line.product];
        const amounts = computeLine({ unitPriceCents: p.price, quantityMilli: line.quantityMilli, taxRateBp: p.taxRateBp, discountRateBp: line.discountRateBp });
        return {
          orderId: inserted[orderIndex]!.id,
          position: index + 1,
          productId: productIds[line.product],
          categoryId: categoryIds[p.category],
          name: p.name,
          type: p.saleUnit,
          sku: `SKU-${n}-${p.sku}`,
          unitPriceCents: p.price,
          quantityMilli: line.quantityMilli,
          orderedQuantityMilli: line.quantityMilli,
          taxRateBp: p.taxRateBp,
          discountRateBp: line.discountRateBp,
          ...amounts,
        };
      }),
    );
    const lineIds = await db.insert(orderLines).values(lineRows).returning({ id: orderLines.id, orderId: orderLines.orderId });
    const linesByOrder: Record<number, number[]> = {};
    for (const orderIndex of ORDERS_WITH_LINES) linesByOrder[orderIndex] = lineIds.filter((row) => row.orderId === inserted[orderIndex]!.id).map((row) => row.id);
    fixtureCompany.picking = { categoryIds, products: productIds, linesByOrder };
  }
  out.companies = [list[0]!, list[1]!];
  return out as Fixture;
}
