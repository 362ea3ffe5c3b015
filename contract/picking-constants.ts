/**
 * The picking contract's plain constants (no zod): the picking screens use them without the schemas.
 * contract/schemas/picking.ts re-exports them with its schemas.
 */

/**
 * A line's state while it is picked:
 * - pending: not handled yet;
 * - picked: `pickedQuantity` of the ordered product (for weighted products, the weighed kg in thousandths);
 * - out_of_stock: nothing was found, the line is charged 0;
 * - substituted: `pickedQuantity` of another product of the same category, with the customer's approval state.
 */
export const PICK_STATES = ['pending', 'picked', 'out_of_stock', 'substituted'] as const;
export type PickState = (typeof PICK_STATES)[number];
/** The customer's answer to a substitution (spec wording, Spanish on the wire). */
export const SUBSTITUTE_APPROVALS = ['pendiente', 'aprobada', 'rechazada'] as const;
export type SubstituteApproval = (typeof SUBSTITUTE_APPROVALS)[number];

/** Largest quantity a line may take: 10,000 units or 10,000 kg, in thousandths. */
export const PICK_QUANTITY_MAX = 10_000_000;
/** A weighed amount may exceed the ordered weight by at most this share (basis points): 5000 = 50 %. */
export const WEIGHT_TOLERANCE_BP = 5000;
/** Most rows `/Picking/List` answers with. */
export const PICKING_LIST_MAX = 300;
/** The aisle of a line without a category: it walks last, and the card names no aisle. */
export const NO_AISLE = 1_000_000;
/** Bags a picker may enter at finish (issue 21 §4). */
export const BAG_COUNT_MIN = 1;
export const BAG_COUNT_MAX = 99;
/**
 * Who sets a company's picking settings (GS1 prefixes, charging pending substitutions): the company's administrators
 * and managers, and SA for any company. The spec has no company-settings screen; the section sits on /store (docs/picking.md).
 */
export const PICKING_SETTINGS_ROLES = ['SA', 'AD', 'GE', 'SG'] as const;
