/**
 * Store credits (`/easycreditos`, PRODUCT.md): a ledger per customer and company. Grant, spend (by an order),
 * expire (lazily, when the customer's ledger is next touched or read) and reverse; the balance never goes below zero.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';

export const CREDIT_KINDS = ['grant', 'spend', 'expire', 'reverse'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Largest single grant or spend: 1,000,000.00 in the company's currency. */
export const CREDIT_AMOUNT_MAX = 100_000_000;
export const CREDIT_REASON_MAX = 200;
export const CREDIT_SEARCH_MAX = 100;
export const CREDIT_LEDGER_PAGE_MAX = 200;
/** Rows per `/Credit/BulkGrant` call (the client sends a longer list in chunks of this size). */
export const CREDIT_BULK_MAX = 500;
/** Rows `/Credit/Export` answers at most (the newest ones); `truncated` says when there were more. */
export const CREDIT_EXPORT_MAX = 50_000;
/** "Expiring soon": grants that expire within this many days. */
export const CREDIT_EXPIRING_DAYS = 30;

const amountSchema = z.int().check(z.positive(), z.maximum(CREDIT_AMOUNT_MAX));
const reasonSchema = trimmedText(CREDIT_REASON_MAX);

export const creditCustomerSchema = z.object({
  customerId: z.int(),
  name: z.string(),
  email: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** What the customer may spend now (credit past its expiry already left out). */
  balanceCents: z.int(),
});
export type CreditCustomer = z.infer<typeof creditCustomerSchema>;

export const creditEntrySchema = z.object({
  id: z.int(),
  kind: z.enum(CREDIT_KINDS),
  /** Signed: what the entry added to the balance. */
  amountCents: z.int(),
  /** Grants (and spends given back): what is left of it; null for the other kinds. */
  remainingCents: z.nullable(z.int()),
  /** The last day (company time) the credit can be spent; it expires at the end of that day. */
  expiresOn: z.nullable(isoDateSchema),
  reason: z.string(),
  orderId: z.nullable(z.int()),
  orderNumber: z.nullable(z.string()),
  reversesId: z.nullable(z.int()),
  /** Set when a reversal undid this entry. */
  reversedById: z.nullable(z.int()),
  /** Who made it; null: the system (an expiry). */
  userName: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** `/Credit/Search`: the company's customers by name, email, document or phone (the customers' search), with their balance. */
export const creditSearchRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(trimmedText(CREDIT_SEARCH_MAX)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(CREDIT_SEARCH_MAX))),
});
export const creditSearchData = z.object({
  rows: z.array(creditCustomerSchema),
  currency: z.string(),
});

/** `/Credit/Ledger`: one customer's balance, what expires soon and their entries, newest first, in keyset pages. */
export const creditLedgerRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  customerId: idSchema,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(CREDIT_LEDGER_PAGE_MAX))),
  /** The last entry id of the previous page. */
  beforeId: z.optional(idSchema),
});
export const creditLedgerData = z.object({
  customer: creditCustomerSchema,
  /** Credit that expires within CREDIT_EXPIRING_DAYS, and the first such expiry. */
  expiringSoonCents: z.int(),
  nextExpiryOn: z.nullable(isoDateSchema),
  /** The company's currency (ISO 4217). */
  currency: z.string(),
  entries: z.array(creditEntrySchema),
  nextBeforeId: z.nullable(z.int()),
});
export type CreditLedgerData = z.infer<typeof creditLedgerData>;

/** The answer of a grant, spend or reversal: the new entry and the customer's balance after it. */
export const creditChangeData = z.object({
  entry: creditEntrySchema,
  balanceCents: z.int(),
});

/** `/Credit/Grant`: `expiresOn` is the last day the credit can be spent (company time), after today. */
export const creditGrantRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  customerId: idSchema,
  amountCents: amountSchema,
  reason: reasonSchema,
  expiresOn: z.optional(isoDateSchema),
  mutationId: mutationIdSchema,
});

/**
 * `/Credit/Spend`: by an order of that customer and company, named by its number (what staff read on the order);
 * at most the balance, earliest expiry first.
 */
export const creditSpendRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  customerId: idSchema,
  orderNumber: trimmedText(40),
  amountCents: amountSchema,
  reason: z.optional(text(z.trim(), z.maxLength(CREDIT_REASON_MAX))),
  mutationId: mutationIdSchema,
});

/** `/Credit/Reverse`: undoes a grant (what is left of it) or a spend (given back as credit without expiry). */
export const creditReverseRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  entryId: idSchema,
  reason: reasonSchema,
  mutationId: mutationIdSchema,
});

/**
 * One row of a bulk grant. Loose on purpose (free text, whole numbers): each row is checked on its own
 * (`creditRowProblems`) and refused alone, so one bad row does not refuse its chunk.
 */
export const creditBulkRowSchema = z.strictObject({
  /** The row's own change id: a retried chunk grants each row once. */
  mutationId: mutationIdSchema,
  /** The customer's email or document number. */
  customer: text(z.trim(), z.maxLength(254)),
  amountCents: z.int().check(z.minimum(-1e13), z.maximum(1e13)),
  reason: text(z.trim(), z.maxLength(1000)),
  expiresOn: z.optional(text(z.trim(), z.maxLength(40))),
});
export type CreditBulkRow = z.infer<typeof creditBulkRowSchema>;

export const creditBulkGrantRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  rows: z.array(creditBulkRowSchema).check(z.minLength(1), z.maxLength(CREDIT_BULK_MAX)),
});

/** Why a bulk row was refused (also what the preview shows before sending). */
export const CREDIT_ROW_PROBLEMS = [
  'customer_required',
  'amount_invalid',
  'amount_too_big',
  'reason_required',
  'reason_too_long',
  'expiry_invalid',
  'expiry_past',
  'customer_not_found',
  'customer_ambiguous',
] as const;
export type CreditRowProblem = (typeof CREDIT_ROW_PROBLEMS)[number];

export const creditBulkGrantData = z.object({
  results: z.array(
    z.object({
      mutationId: z.string(),
      /** granted: now; already: an earlier try of this row did (a retried chunk); refused: see `problems`. */
      status: z.enum(['granted', 'already', 'refused']),
      problems: z.array(z.enum(CREDIT_ROW_PROBLEMS)),
      customerId: z.nullable(z.int()),
      entryId: z.nullable(z.int()),
    }),
  ),
  granted: z.int(),
  refused: z.int(),
});

/** `/Credit/Export`: the ledger of the company, or of one customer, as rows the client writes to a spreadsheet. */
export const creditExportRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  customerId: z.optional(idSchema),
});
export const creditExportData = z.object({
  rows: z.array(
    z.object({
      id: z.int(),
      createdAt: isoDateTimeSchema,
      customerName: z.string(),
      customerEmail: z.nullable(z.string()),
      customerDocument: z.nullable(z.string()),
      kind: z.enum(CREDIT_KINDS),
      amountCents: z.int(),
      remainingCents: z.nullable(z.int()),
      expiresOn: z.nullable(isoDateSchema),
      reason: z.string(),
      orderNumber: z.nullable(z.string()),
      userName: z.nullable(z.string()),
    }),
  ),
  truncated: z.boolean(),
  currency: z.string(),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A bulk row's own problems (not the customer lookup), the same in the client's preview and on the server.
 * `today` is the company's calendar day; an expiry must be after it.
 */
export function creditRowProblems(
  row: {
    customer: string;
    amountCents: number;
    reason: string;
    expiresOn?: string | undefined;
  },
  today: string,
): CreditRowProblem[] {
  const problems: CreditRowProblem[] = [];
  if (row.customer.trim() === '') problems.push('customer_required');
  if (!Number.isInteger(row.amountCents) || row.amountCents <= 0) problems.push('amount_invalid');
  else if (row.amountCents > CREDIT_AMOUNT_MAX) problems.push('amount_too_big');
  const reason = row.reason.trim();
  if (reason === '') problems.push('reason_required');
  else if (reason.length > CREDIT_REASON_MAX) problems.push('reason_too_long');
  const expiresOn = row.expiresOn?.trim();
  if (expiresOn) {
    if (!isCalendarDay(expiresOn)) problems.push('expiry_invalid');
    else if (expiresOn <= today) problems.push('expiry_past');
  }
  return problems;
}
