import { z } from 'zod/mini';
import { ORDER_STATUSES } from '../order-status';
import { scopeShape, tokenSesionSchema } from '../fields';

export const dashboardSummaryRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape });
export const dashboardSummaryData = z.object({
  /** When the figures were computed (ISO timestamp). */
  generatedAt: z.string(),
  currency: z.string(),
  /** Orders created today (server's business day), per status; every status present. */
  ordersTodayByStatus: z.record(z.enum(ORDER_STATUSES), z.int()),
  /** Sum of totals of today's orders that are not cancelled, in cents. */
  salesTodayCents: z.int(),
  /** One point per day, oldest first, 7 days ending today. */
  salesLast7Days: z.array(z.object({ date: z.string(), totalCents: z.int(), orders: z.int() })),
  /** Orders confirmed and not yet taken by a picker. */
  waitingToPick: z.int(),
  /** Open orders whose delivery slot has already ended. */
  late: z.int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummaryData>;
