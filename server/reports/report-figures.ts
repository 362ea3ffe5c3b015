/**
 * The derived figures of the reports (contract/report-definitions.ts kinds), from the sums the rollups keep: one
 * place, so the screen, the export and the tests divide and round the same way. Nothing to divide by: null
 * (ratios, minutes, per hour) or 0 (the average basket, a `cents` column, is always a whole number).
 */

const MICROS_PER_MINUTE = 60_000_000;
const MICROS_PER_HOUR = 3_600_000_000;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** 0..1 with 4 decimals (a percentage with two). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? round(part / whole, 4) : null;
}

/** Minutes with 2 decimals from a sum of microseconds over `count` items. */
export function averageMinutes(micros: number, count: number): number | null {
  return count > 0 ? round(micros / count / MICROS_PER_MINUTE, 2) : null;
}

/** Items per hour with 2 decimals from a count and the microseconds they took. */
export function perHour(count: number, micros: number): number | null {
  return micros > 0 ? round(count / (micros / MICROS_PER_HOUR), 2) : null;
}

/** Whole cents per order. */
export function averageCents(cents: number, orders: number): number {
  return orders > 0 ? Math.round(cents / orders) : 0;
}

/** Sales figures of a group of orders. */
export function salesFigures(orders: number, salesCents: number) {
  return { orders, salesCents, averageBasketCents: averageCents(salesCents, orders) };
}

export interface PickingSums {
  orders: number;
  lines: number;
  outOfStockLines: number;
  substitutedLines: number;
  confirmedOrders: number;
  confirmToPickMicros: number;
  timedLines: number;
  pickingMicros: number;
}

export const NO_PICKING: PickingSums = { orders: 0, lines: 0, outOfStockLines: 0, substitutedLines: 0, confirmedOrders: 0, confirmToPickMicros: 0, timedLines: 0, pickingMicros: 0 };

export function addPicking(a: PickingSums, b: PickingSums): PickingSums {
  return {
    orders: a.orders + b.orders,
    lines: a.lines + b.lines,
    outOfStockLines: a.outOfStockLines + b.outOfStockLines,
    substitutedLines: a.substitutedLines + b.substitutedLines,
    confirmedOrders: a.confirmedOrders + b.confirmedOrders,
    confirmToPickMicros: a.confirmToPickMicros + b.confirmToPickMicros,
    timedLines: a.timedLines + b.timedLines,
    pickingMicros: a.pickingMicros + b.pickingMicros,
  };
}

/** Picking figures: minutes from confirmed to picking finished, lines per hour of picking, out-of-stock and substitution rates. */
export function pickingFigures(sums: PickingSums) {
  return {
    orders: sums.orders,
    lines: sums.lines,
    avgMinutesToPick: averageMinutes(sums.confirmToPickMicros, sums.confirmedOrders),
    linesPerHour: perHour(sums.timedLines, sums.pickingMicros),
    outOfStockRate: rate(sums.outOfStockLines, sums.lines),
    substitutionRate: rate(sums.substitutedLines, sums.lines),
  };
}

/** Late deliveries: late against delivered, and the average lateness of the late ones. */
export function lateFigures(delivered: number, late: number, lateMicros: number) {
  return { delivered, late, lateRate: rate(late, delivered), avgMinutesLate: averageMinutes(lateMicros, late) };
}
