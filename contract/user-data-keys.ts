/**
 * The stored user data's names (spec §3), without its schema: the client's startup reads and checks the stored
 * fields by hand (src/lib/user-data.ts), so zod stays out of the first download.
 */

/** Local storage key of the stored user data (spec §3). */
export const USER_DATA_KEY = 'userData';
/** Browser event fired on `window` when the stored company changes (spec §3). */
export const COMPANY_CHANGED_EVENT = 'empresaAsociadaChanged';
