import type { OrderStatus } from '../../../contract/order-status';
import { statusColorVar } from './order-status-meta';

/** The status's colour as a small dot beside its name (decorative: the name says the status). */
export function StatusDot({ status }: { status: OrderStatus }) {
  return <span aria-hidden style={{ display: 'inline-block', flex: 'none', width: 10, height: 10, borderRadius: 5, background: statusColorVar(status) }} />;
}
