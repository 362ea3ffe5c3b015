/**
 * Promotion demo rows (docs/promotions.md): Mercado Andino's promo codes (10 % welcome, free shipping from $30, $5
 * off limited to 100 uses and one per customer, one that already ended) and a 10 % card promotion for Banco
 * Pichincha's Visa BIN; one code for Frescos del Valle. Seeded after the BIN ranges (seed-data/demo-bins.ts).
 */
import type { AppDb } from '../client';
import { promotions } from '../schema/selling';
import { demoBinRangeId } from './demo-bins';

const DAY = 86_400_000;

export async function seedDemoPromotions(tx: AppDb, companies: { andino: number; valle: number }, userId: number | null, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const common = { updatedBy: userId, createdAt: ago(30), updatedAt: ago(30) };
  const andino = { companyId: companies.andino, ...common };
  const rows: Array<typeof promotions.$inferInsert> = [
    { ...andino, kind: 'code', code: 'BIENVENIDA10', description: '10 % de descuento en tu compra', discountKind: 'percent', value: 1000, startsAt: ago(30) },
    { ...andino, kind: 'code', code: 'ENVIOGRATIS', description: 'Envío gratis en compras desde $30', discountKind: 'free_shipping', value: 0, startsAt: ago(30), minOrderCents: 3000 },
    { ...andino, kind: 'code', code: 'DESCUENTO5', description: '$5 menos, una vez por cliente', discountKind: 'fixed', value: 500, startsAt: ago(30), totalLimit: 100, perCustomerLimit: 1 },
    { ...andino, kind: 'code', code: 'VERANO15', description: 'Campaña de verano (terminada)', discountKind: 'percent', value: 1500, startsAt: ago(120), endsAt: ago(60) },
    { companyId: companies.valle, ...common, kind: 'code', code: 'VALLE5', description: '5 % en Frescos del Valle', discountKind: 'percent', value: 500, startsAt: ago(30) },
  ];
  const visa = await demoBinRangeId(tx, companies.andino, 'pichinchaVisa');
  if (visa !== null) {
    rows.push({ ...andino, kind: 'card', code: 'Pichincha Visa 10 %', description: '10 % pagando con Visa de Banco Pichincha', discountKind: 'percent', value: 1000, startsAt: ago(30), binRangeIds: [visa] });
  }
  await tx.insert(promotions).values(rows);
}
