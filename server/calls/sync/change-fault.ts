/**
 * Whether a fault while processing one outbox change is that change's own (ADR 003): the same change would fail the
 * same way on every resend (a bug its data reaches, a constraint, a data error), as opposed to the server or its
 * database being unwell (connection, resources, shutdown, deadlock), which says nothing about the change. Only a
 * change's own faults count towards giving up on it; a database outage must never make the device give up on its
 * changes one by one.
 */
import { sqlStateOf } from '../unstorable-text';

/** SQLSTATE classes of a passing trouble: connection, transaction rollback (serialization, deadlock), insufficient
 * resources, operator intervention (shutdown, cancel), system error, internal error; and "lock not available". */
const PASSING_CLASSES = new Set(['08', '40', '53', '57', '58', 'XX']);

export function isChangeFault(error: unknown): boolean {
  const code = sqlStateOf(error);
  if (code) return !PASSING_CLASSES.has(code.slice(0, 2)) && code !== '55P03';
  // No database error: a programming error on this change's data; any other (a dropped connection, a timeout) is not.
  return error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError || error instanceof SyntaxError;
}
