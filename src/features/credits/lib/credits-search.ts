/** The URL of /easycreditos: the chosen customer (`?cliente=<id>`), so a link from the customer page opens them. */
export interface CreditsSearch {
  cliente?: number;
}

export function parseCreditsSearch(raw: Record<string, unknown>): CreditsSearch {
  const id = Number(raw['cliente']);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? { cliente: id } : {};
}
