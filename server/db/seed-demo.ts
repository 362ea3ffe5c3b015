/**
 * The demo data set (deterministic, relative to `now`): the organisation of the team conventions, a grocery
 * catalogue with stock, 200 customers in Quito, 500 orders over the last 30 days with their history, and one
 * user per role. Runs once: a database that already has companies is left alone.
 */
import { sql } from 'drizzle-orm';
import { divRound, percentOf } from '../../contract/money';
import type { OrderStatus } from '../../contract/order-status';
import { normalizePhone } from '../../contract/schemas/customers';
import { WAREHOUSE_BOUND_ROLES, type RoleCode } from '../../contract/roles';
import { hashPassword } from '../auth/password';
import type { Database } from './client';
import * as accounts from './schema/accounts';
import * as catalogue from './schema/catalogue';
import * as customers from './schema/customers';
import * as orders from './schema/orders';
import { seedRuns } from './schema/seed-runs';
import * as tenancy from './schema/tenancy';
import { CATALOGUE, CATALOGUE_BRANDS } from './seed-data/catalogue';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STORES, DEMO_USERS, DEMO_WAREHOUSES, WAREHOUSE_OF_BOUND_USERS, demoEmail } from './seed-data/demo-org';
import { planDemoOrders, type DemoCompanyContext, type PlannedEvent, type PlannedOrder } from './seed-data/demo-orders';
import type { SeedProduct } from './seed-data/order-gen';
import { seedDemoCategories } from './seed-data/demo-categories';
import { seedDemoMenu } from './seed-data/demo-menu';
import { seedDemoCredits } from './seed-data/demo-credits';
import { seedDemoPromotions } from './seed-data/demo-promotions';
import { seedDemoTaxHolidays } from './seed-data/demo-tax-holidays';
import { seedDemoBins } from './seed-data/demo-bins';
import { seedDemoContent } from './seed-data/demo-content';
import { seedDemoPushMessages } from './seed-data/demo-push-messages';
import { seedDemoSubscriptions } from './seed-data/demo-subscriptions';
import { seedDemoReportHistory } from './seed-data/demo-report-history';
import { seedDemoBanner } from './seed-data/demo-banner';
import { seedDemoNews } from './seed-data/demo-news';
import { seedDemoSampling } from './seed-data/demo-sampling';
import { seedDemoStoreSetup } from './seed-data/demo-store-setup';
import { seedDemoStoreProducts } from './seed-data/demo-store-products';
import { makeCustomers } from './seed-data/people';
import { Rng, ean13 } from './seed-data/random';

const DAY = 86400_000;
const BATCH = 400;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Price without IVA from a shelf price with IVA, and the shelf price recomputed from it so both stay consistent. */
function prices(shelfCents: number, taxRateBp: number): { priceCents: number; priceWithTaxCents: number } {
  const priceCents = divRound(shelfCents * 10000, 10000 + taxRateBp);
  return { priceCents, priceWithTaxCents: priceCents + percentOf(priceCents, taxRateBp) };
}

const PAST_PICKING: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['pickeada', 'en_despacho', 'lista_retiro', 'entregada']);

/** When picking started and finished, from the order's history. */
function pickingTimes(status: OrderStatus, events: readonly PlannedEvent[]): { pickingStartedAt: Date | null; pickingFinishedAt: Date | null } {
  const at = (to: OrderStatus) => events.find((e) => e.kind === 'status' && e.toStatus === to)?.at ?? null;
  const started = at('en_picking');
  return { pickingStartedAt: started, pickingFinishedAt: started && PAST_PICKING.has(status) ? at('pickeada') : null };
}

/** When the order was confirmed and delivered, from its history (migration 0014's trigger fills only what is missing). */
function milestoneTimes(events: readonly PlannedEvent[]): { confirmedAt: Date | null; deliveredAt: Date | null } {
  const at = (to: OrderStatus) => events.find((e) => e.kind === 'status' && e.toStatus === to)?.at ?? null;
  return { confirmedAt: at('confirmada'), deliveredAt: at('entregada') };
}

/**
 * Picking columns of a demo line: lines of orders past picking were picked as ordered (so their amounts stay the
 * ordered ones, as pickedLineAmounts gives); orders being picked have their first half of lines picked.
 */
function linePickState(order: PlannedOrder, index: number, now: Date) {
  const line = order.lines[index]!;
  const times = pickingTimes(order.status, order.events);
  const picked = PAST_PICKING.has(order.status) || (order.status === 'en_picking' && index < Math.floor(order.lines.length / 2));
  if (!picked) return { orderedQuantityMilli: line.quantityMilli, pickState: 'pending' as const, lineVersion: 0 };
  const startedAt = times.pickingStartedAt ?? order.updatedAt;
  const pickedAt = new Date(Math.min(now.getTime() - 60_000, startedAt.getTime() + (index + 1) * 45_000));
  return {
    orderedQuantityMilli: line.quantityMilli,
    pickState: 'picked' as const,
    pickedQuantityMilli: line.quantityMilli,
    lineVersion: 1,
    pickedBy: order.pickerId,
    pickedAt: times.pickingFinishedAt && pickedAt > times.pickingFinishedAt ? times.pickingFinishedAt : pickedAt,
  };
}

export async function seedDemo(database: Database, options: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const [existing] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rng = new Rng(20261122);
  const since = (days: number) => new Date(now.getTime() - days * DAY);

  const seeded = await database.db.transaction(async (tx) => {
    // The seed_runs row doubles as a lock: a concurrent seeder waits on it, then finds it and stops.
    const claimed = await tx.insert(seedRuns).values({ name: 'demo', at: now }).onConflictDoNothing().returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    const [inTx] = await tx.select({ n: sql<number>`count(*)::int` }).from(tenancy.companies);
    if ((inTx?.n ?? 0) > 0) return false;

    const companyIds = new Map<string, number>();
    for (const c of DEMO_COMPANIES) {
      const [row] = await tx.insert(tenancy.companies).values({ name: c.name, currency: c.currency, ivaRateBp: c.ivaRateBp, createdAt: since(400) }).returning({ id: tenancy.companies.id });
      companyIds.set(c.key, row!.id);
    }
    const warehouseRows = await tx.insert(tenancy.warehouses).values(DEMO_WAREHOUSES.map((w) => ({ companyId: companyIds.get(w.company)!, name: w.name, address: w.address, lat: w.lat, lng: w.lng, createdAt: since(400) }))).returning({ id: tenancy.warehouses.id });
    const warehouseIds = new Map(DEMO_WAREHOUSES.map((w, i) => [w.key as string, warehouseRows[i]!.id]));
    const storeRows = await tx.insert(tenancy.stores).values(DEMO_STORES.map((s) => ({ companyId: companyIds.get(s.company)!, name: s.name, market: s.market, createdAt: since(400) }))).returning({ id: tenancy.stores.id });
    await tx.insert(tenancy.storeWarehouses).values(DEMO_STORES.flatMap((s, i) => s.warehouses.map(([w]) => ({ storeId: storeRows[i]!.id, warehouseId: warehouseIds.get(w)! }))));
    // Their address, hours, a holiday, delivery zones, slots and shipping rules (/store).
    await seedDemoStoreSetup(tx, DEMO_STORES.map((s, i) => ({ id: storeRows[i]!.id, companyId: companyIds.get(s.company)!, name: s.name })), now);

    // Users: one per role, hashed once; every demo user has accepted the terms.
    const userIds = new Map<RoleCode, number>();
    const andinoId = companyIds.get('andino')!;
    const boundWarehouse = warehouseIds.get(WAREHOUSE_OF_BOUND_USERS)!;
    const userRows = await tx.insert(accounts.users).values(DEMO_USERS.map((u) => ({
      companyId: u.role === 'SA' ? null : andinoId,
      warehouseId: WAREHOUSE_BOUND_ROLES.includes(u.role) ? boundWarehouse : null,
      email: demoEmail(u.role), name: u.name, role: u.role, passwordHash, createdAt: since(300), updatedAt: since(300),
    }))).returning({ id: accounts.users.id, role: accounts.users.role });
    for (const u of userRows) userIds.set(u.role as RoleCode, u.id);
    await tx.insert(accounts.termsAcceptances).values(userRows.map((u) => ({ userId: u.id, acceptedTerms: true, acceptedCookies: true, acceptedAt: since(299) })));

    const contexts: DemoCompanyContext[] = [];
    for (const [companyIndex, company] of DEMO_COMPANIES.entries()) {
      const companyId = companyIds.get(company.key)!;
      const categoryRows = await tx.insert(catalogue.categories).values(CATALOGUE.map((c, position) => ({ companyId, name: c.name, aisleOrder: c.aisleOrder, position }))).returning({ id: catalogue.categories.id });
      // The second company carries two thirds of the catalogue.
      const items = CATALOGUE.flatMap((c, ci) => c.products.map((p) => ({ ...p, categoryId: categoryRows[ci]!.id })))
        .filter((_, i) => companyIndex === 0 || i % 3 !== 2);
      const brandNames = CATALOGUE_BRANDS.filter((b) => items.some((p) => p.brand === b));
      const brandRows = await tx.insert(catalogue.brands).values(brandNames.map((name) => ({ companyId, name }))).returning({ id: catalogue.brands.id });
      const brandIds = new Map(brandNames.map((b, i) => [b, brandRows[i]!.id]));

      const products: SeedProduct[] = [];
      for (const part of chunks(items.map((p, i) => ({ ...p, index: i })))) {
        const rows = await tx.insert(catalogue.products).values(part.map((p) => ({
          companyId, sku: `${company.skuPrefix}-${String(p.index + 1).padStart(5, '0')}`, name: p.name,
          brandId: p.brand ? brandIds.get(p.brand)! : null, categoryId: p.categoryId, saleUnit: p.saleUnit,
          ...prices(p.shelfCents, p.taxRateBp), taxRateBp: p.taxRateBp, displayOrder: p.index + 1,
          createdAt: since(200), updatedAt: since(rng.int(0, 60)),
        }))).returning({ id: catalogue.products.id, sku: catalogue.products.sku, name: catalogue.products.name, saleUnit: catalogue.products.saleUnit, priceCents: catalogue.products.priceCents, taxRateBp: catalogue.products.taxRateBp, categoryId: catalogue.products.categoryId });
        products.push(...rows.map((r) => ({ ...r, companyId, saleUnit: r.saleUnit as 'unit' | 'kg' })));
      }
      // Every product is listed in its main category, in the catalogue's order.
      const listings = products.map((p, i) => ({ productId: p.id, categoryId: p.categoryId!, companyId, displayOrder: i + 1 }));
      for (const part of chunks(listings)) await tx.insert(catalogue.productCategories).values(part);
      // Mercado Andino's subcategories and the categories of "Andino Norte" (/categorias, /store-categories).
      if (companyIndex === 0) {
        const norte = storeRows[DEMO_STORES.findIndex((store) => store.name === 'Andino Norte')]!.id;
        await seedDemoCategories(tx, companyId, norte, CATALOGUE.map((c, i) => ({ id: categoryRows[i]!.id, name: c.name, aisleOrder: c.aisleOrder })));
        // Bodega Sur is laid out the other way round: its own aisle order (/bodega/:id), which picking there walks.
        await tx.execute(sql`INSERT INTO warehouse_aisles (warehouse_id, category_id, position)
          SELECT ${warehouseIds.get('sur')!}, id, row_number() OVER (ORDER BY aisle_order DESC, position, id) FROM categories WHERE company_id = ${companyId}`);
      }
      // What Andino Sur offers differently from the catalogue (/mi-menu).
      if (companyIndex === 0) await seedDemoStoreProducts(tx, storeRows[DEMO_STORES.findIndex((store) => store.name === 'Andino Sur')]!.id, products, userIds.get('AD') ?? null, since(2));
      // Mercado Andino's storefront menu (/menu).
      if (companyIndex === 0) await seedDemoMenu(tx, companyId, new Map(CATALOGUE.map((c, i) => [c.name, categoryRows[i]!.id])), products.map((p) => p.id));

      // Barcodes: packaged goods carry an Ecuadorian GS1 code (786…), weighed goods an in-store variable-measure code (2…).
      const barcodes = items.flatMap((p, i) => {
        const productId = products[i]!.id;
        if (p.saleUnit === 'kg') return [{ productId, companyId, barcode: ean13(`20${String(1000 + i).padStart(5, '0')}00000`) }];
        const maker = String((brandNames.indexOf(p.brand ?? '') + 1) * 7).padStart(4, '0');
        const codes = [{ productId, companyId, barcode: ean13(`786${maker}${String(i + 1).padStart(5, '0')}`) }];
        if (i % 10 === 0) codes.push({ productId, companyId, barcode: ean13(`789${maker}${String(i + 1).padStart(5, '0')}`) });
        return codes;
      });
      for (const part of chunks(barcodes)) await tx.insert(catalogue.productBarcodes).values(part);

      const companyWarehouses = DEMO_WAREHOUSES.filter((w) => w.company === company.key).map((w) => warehouseIds.get(w.key)!);
      const stockRows = companyWarehouses.flatMap((warehouseId) => products.map((p) => {
        const r = rng.next();
        const quantityMilli = r < 0.06 ? 0 : p.saleUnit === 'kg' ? rng.int(2000, 120000) : (r < 0.14 ? rng.int(1, 5) : rng.int(6, 240)) * 1000;
        return { productId: p.id, warehouseId, quantityMilli };
      }));
      for (const part of chunks(stockRows)) await tx.insert(catalogue.stock).values(part);

      const people = makeCustomers(rng, company.customerCount);
      // Phones stored as /Customer/Save keeps them (digits, optional +); two customers in three have a default address.
      const customerRows = await tx.insert(customers.customers).values(people.map((p) => ({ companyId, name: p.name, email: p.email, phone: normalizePhone(p.phone), documentId: p.documentId, createdAt: since(rng.int(35, 380)) }))).returning({ id: customers.customers.id });
      await tx.insert(customers.customerAddresses).values(people.flatMap((p, i) => p.addresses.map((a, j) => ({ customerId: customerRows[i]!.id, ...a, isDefault: j === 0 && i % 3 !== 2 }))));

      contexts.push({
        companyId,
        weight: company.orderWeight,
        stores: DEMO_STORES.flatMap((s, i) => s.company !== company.key ? [] : [{
          id: storeRows[i]!.id, weight: s.weight,
          warehouses: s.warehouses.map(([key, weight]) => {
            const w = DEMO_WAREHOUSES.find((x) => x.key === key)!;
            return { id: warehouseIds.get(key)!, name: w.name, address: w.address, lat: w.lat, lng: w.lng, weight };
          }),
        }]),
        customers: people.map((p, i) => ({ id: customerRows[i]!.id, addresses: p.addresses })),
        products,
        // Demo staff belong to Mercado Andino; Frescos del Valle's orders come from web/app and SA handles them.
        channels: companyIndex === 0 ? [['web', 50], ['app', 35], ['call_center', 15]] : [['web', 60], ['app', 40]],
        usersByRole: companyIndex === 0 ? Object.fromEntries(userIds) : {},
        fallbackUserId: companyIndex === 0 ? null : userIds.get('SA')!,
      });
    }

    const planned = planDemoOrders(rng, now, contexts);
    const orderIds = new Map<string, number>();
    for (const part of chunks(planned, 250)) {
      const rows = await tx.insert(orders.orders).values(part.map(({ lines: _l, events, notes: _n, ...order }) => ({ ...order, ...pickingTimes(order.status, events), ...milestoneTimes(events) }))).returning({ id: orders.orders.id, companyId: orders.orders.companyId, number: orders.orders.number });
      for (const r of rows) orderIds.set(`${r.companyId}:${r.number}`, r.id);
    }
    const idOf = (o: (typeof planned)[number]) => orderIds.get(`${o.companyId}:${o.number}`)!;
    const lineRows = planned.flatMap((o) => o.lines.map((l, index) => ({ orderId: idOf(o), ...l, ...linePickState(o, index, now) })));
    for (const part of chunks(lineRows)) await tx.insert(orders.orderLines).values(part);
    const eventRows = planned.flatMap((o) => o.events.map((e) => ({ orderId: idOf(o), companyId: o.companyId, ...e })));
    for (const part of chunks(eventRows)) await tx.insert(orders.orderEvents).values(part);
    const noteRows = planned.flatMap((o) => o.notes.map((n) => ({ orderId: idOf(o), ...n })));
    if (noteRows.length > 0) await tx.insert(orders.orderNotes).values(noteRows);
    // Store credits of a few Mercado Andino customers (/easycreditos).
    await seedDemoCredits(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, userIds.get('SU') ?? null, now);
    // Holiday IVA periods (/iva-feriado) and the season's category and product they apply to.
    await seedDemoTaxHolidays(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, userIds.get('SA') ?? null, now);
    // Card BIN ranges (/bines); a demo card promotion names one of DEMO_BINS.
    await seedDemoBins(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, userIds.get('SA') ?? null, now);
    // Promo codes and a card promotion on one of those ranges (/promocodes, /promotarjetas).
    await seedDemoPromotions(tx, { andino: companyIds.get(DEMO_COMPANIES[0]!.key)!, valle: companyIds.get(DEMO_COMPANIES[1]!.key)! }, userIds.get('SA') ?? null, now);
    // The storefront's content (/home, shown on /tienda): a carousel and a category row.
    await seedDemoContent(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, userIds.get('SU') ?? null);
    // Staff news (/novedades-informativas and the header's news button): two for Mercado Andino's staff, one pinned.
    await seedDemoNews(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, userIds.get('SA') ?? null, now);
    // The intrusive banner (/invasivo): a draft for Andino Norte, inactive until it gets its image.
    await seedDemoBanner(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, DEMO_STORES[0]!.name, userIds.get('SA') ?? null, now);
    // Sampling (/sampling): one campaign in force for Andino Norte, a free yoghurt with orders of $25.00 or more.
    await seedDemoSampling(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, DEMO_STORES[0]!.name, userIds.get('SU') ?? null, now);
    // Push notifications (/notificaciones): one sent yesterday to all the staff, one scheduled for Bodega Norte's pickers.
    await seedDemoPushMessages(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, warehouseIds.get('norte') ?? null, userIds.get('SA') ?? null, now);
    // Subscriptions (/subscriptions/*): "Canasta Prime" with two plans, two benefits, an offer, enrolled products and two subscribers.
    await seedDemoSubscriptions(tx, companyIds.get(DEMO_COMPANIES[0]!.key)!, userIds.get('SU') ?? null, now);
    // What /reportes shows for last week and the last 30 days: out-of-stock and substituted picks, late deliveries, promotion uses.
    await seedDemoReportHistory(tx, now);
    return true;
  });
  return { seeded };
}
