/**
 * `/Sampling/Products`: per sample product, its campaigns and what they may still give, against the sellable stock
 * (quantity − reserved) in the selling warehouses of those campaigns' stores (selling-warehouse.ts's rule; a campaign
 * for every store counts every active store of the company). Campaigns switched off or ended give nothing more.
 */
import { sql } from 'drizzle-orm';
import { samplingState, type SamplingProduct } from '../../../contract/schemas/sampling';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

interface CampaignRow {
  id: number;
  name: string;
  product_id: number;
  product_name: string;
  sku: string;
  sale_unit: string;
  quantity_milli: string | number;
  total_samples: number;
  used_samples: number;
  active: boolean;
  starts_at: string;
  ends_at: string | null;
}

interface WarehouseRow {
  product_id: number;
  warehouse_id: number;
  name: string;
  sellable: string | number;
}

export async function samplingProducts(db: AppDb, companyId: number, now: Date): Promise<SamplingProduct[]> {
  const campaigns = await executeRows<CampaignRow>(
    db,
    sql`SELECT c.id, c.name, c.product_id, p.name AS product_name, p.sku, p.sale_unit, c.quantity_milli, c.total_samples, c.used_samples, c.active,
               to_char(c.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS starts_at,
               to_char(c.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ends_at
          FROM sampling_campaigns c JOIN products p ON p.id = c.product_id
         WHERE c.company_id = ${companyId}
         ORDER BY p.name, p.id, c.starts_at DESC, c.id`,
  );
  if (campaigns.length === 0) return [];
  const warehouses = await executeRows<WarehouseRow>(
    db,
    sql`WITH places AS (
          SELECT DISTINCT c.product_id, w.id AS warehouse_id, w.name
            FROM sampling_campaigns c
            JOIN stores s ON s.company_id = c.company_id AND s.active AND (cardinality(c.store_ids) = 0 OR s.id = ANY(c.store_ids))
            JOIN LATERAL (SELECT w.id, w.name FROM store_warehouses sw JOIN warehouses w ON w.id = sw.warehouse_id
                           WHERE sw.store_id = s.id AND w.active ORDER BY w.id LIMIT 1) w ON true
           WHERE c.company_id = ${companyId})
        SELECT places.product_id, places.warehouse_id, places.name, coalesce(st.quantity_milli - st.reserved_milli, 0) AS sellable
          FROM places LEFT JOIN stock st ON st.product_id = places.product_id AND st.warehouse_id = places.warehouse_id
         ORDER BY places.name, places.warehouse_id`,
  );
  const byProduct = new Map<number, SamplingProduct>();
  for (const row of campaigns) {
    const state = samplingState({ active: row.active, startsAt: row.starts_at, endsAt: row.ends_at, totalSamples: row.total_samples, usedSamples: row.used_samples }, now);
    const quantityMilli = Number(row.quantity_milli);
    let product = byProduct.get(row.product_id);
    if (!product) {
      product = {
        productId: row.product_id,
        name: row.product_name,
        sku: row.sku,
        saleUnit: row.sale_unit === 'kg' ? 'kg' : 'unit',
        campaigns: [],
        totalSamples: 0,
        usedSamples: 0,
        remainingSamples: 0,
        neededMilli: 0,
        stockMilli: 0,
        warehouses: [],
        short: false,
      };
      byProduct.set(row.product_id, product);
    }
    product.campaigns.push({ id: row.id, name: row.name, totalSamples: row.total_samples, usedSamples: row.used_samples, quantityMilli, state });
    product.totalSamples += row.total_samples;
    product.usedSamples += row.used_samples;
    if (state !== 'inactive' && state !== 'ended') {
      const remaining = row.total_samples - row.used_samples;
      product.remainingSamples += remaining;
      product.neededMilli += remaining * quantityMilli;
    }
  }
  for (const row of warehouses) {
    const product = byProduct.get(row.product_id);
    if (!product) continue;
    const stockMilli = Math.max(0, Number(row.sellable));
    product.warehouses.push({ id: row.warehouse_id, name: row.name, stockMilli });
    product.stockMilli += stockMilli;
  }
  const rows = [...byProduct.values()];
  for (const product of rows) product.short = product.stockMilli < product.neededMilli;
  return rows;
}
