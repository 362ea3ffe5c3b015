/** How the outbox screen names a change: what it does, on which order, when; and the server's reason as an error. */
import { ApiError } from '../../../lib/api-client';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { useDescribeChange } from './use-describe-change';
import { useRelativeTime } from './use-relative-time';

export function orderLabel(entry: OutboxEntry): string {
  const current = entry.result?.detalle?.['current'];
  const number = current && typeof current === 'object' && 'number' in current ? String((current as { number: unknown }).number) : null;
  return number ?? entry.orderNumber ?? `#${entry.orderId}`;
}

export function useEntryText(): (entry: OutboxEntry) => { text: string; when: string } {
  const describe = useDescribeChange();
  const relative = useRelativeTime();
  return (entry) => ({ text: describe(entry, orderLabel(entry)), when: relative(entry.createdAt) });
}

/** The server's answer to a refused or failed change, as the error the screens already know how to word. */
export function reasonOf(entry: OutboxEntry): ApiError {
  return new ApiError({ codigo: entry.result?.codigo ?? 'INTERNAL', mensaje: entry.result?.mensaje ?? '', status: 409, detalle: entry.result?.detalle });
}
