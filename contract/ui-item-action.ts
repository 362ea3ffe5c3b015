/**
 * What tapping a storefront UI item does (spec §3 UI item: `accion`, `accionID`, `listAccionID`), and CATEGORIA_OC's
 * category list as it travels: comma-joined IDs, an empty list as the empty string. A stored list that does not
 * parse is logged "Error al parsear listAccionID:" and read as empty (spec §8).
 */
export const UI_ITEM_ACTIONS = ['PRODUCTO', 'CATEGORIA', 'URL', 'CATEGORIA_OC', 'NINGUNA'] as const;
export type UiItemAction = (typeof UI_ITEM_ACTIONS)[number];

/** The spec's log line for a list that fails to parse (exact text, spec §8). */
export const LIST_PARSE_ERROR = 'Error al parsear listAccionID:';

/** Most categories one CATEGORIA_OC item may name. */
export const LIST_ACTION_MAX = 50;
/** Longest URL (or app path) of a URL item. */
export const ACTION_URL_MAX = 2000;

const MAX_ID = 2_147_483_647;
const LIST = /^\s*\d{1,10}\s*(,\s*\d{1,10}\s*)*$/;

/** Category IDs → the wire's comma-joined text ("3,7,12"; [] → ""). */
export function toListAccionID(ids: readonly number[]): string {
  return ids.join(',');
}

/** The IDs of a comma-joined list, or null when it is not one (empty text: []). Duplicates are kept. */
export function tryParseListAccionID(raw: string): number[] | null {
  if (raw === '') return [];
  if (!LIST.test(raw)) return null;
  const ids = raw.split(',').map((part) => Number(part.trim()));
  return ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID) ? ids : null;
}

/** Like `tryParseListAccionID`, but a value that fails to parse is logged (spec §8) and read as []. */
export function parseListAccionID(raw: string, log: (message: string, raw: string) => void = (message, value) => console.error(message, value)): number[] {
  const ids = tryParseListAccionID(raw);
  if (ids !== null) return ids;
  log(LIST_PARSE_ERROR, raw);
  return [];
}

/** A URL item's target: an https URL, or a path of the app ("/ofertas"; not "//host", which leaves the app). */
export function isActionUrl(value: string): boolean {
  if (value.length === 0 || value.length > ACTION_URL_MAX) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
