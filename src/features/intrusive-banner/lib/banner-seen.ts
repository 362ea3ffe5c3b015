/**
 * When this device last showed a banner to a customer (localStorage), so the shop shows it at most once every
 * `everyDays` days per customer. Unreadable or missing storage: shown (a banner too often beats none).
 */
const KEY = 'canasta.banner-seen';
const DAY = 86_400_000;

type Seen = Record<string, number>;

function read(): Seen {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Seen) : {};
  } catch {
    return {};
  }
}

const entry = (bannerId: number, customerId: number) => `${bannerId}:${customerId}`;

/** Whether the banner is due for the customer at `now` (never shown, or last shown `everyDays` days ago or more). */
export function bannerDue(bannerId: number, customerId: number, everyDays: number, now = Date.now()): boolean {
  const last = read()[entry(bannerId, customerId)];
  return typeof last !== 'number' || now - last >= everyDays * DAY;
}

/** Remembers that the banner was shown to the customer now; entries of banners ended long ago are dropped. */
export function markBannerSeen(bannerId: number, customerId: number, now = Date.now()): void {
  const seen = read();
  seen[entry(bannerId, customerId)] = now;
  // Keep the record small: a year is longer than the longest "every N days" a banner may have.
  for (const [key, at] of Object.entries(seen)) if (typeof at !== 'number' || now - at > 366 * DAY) delete seen[key];
  try {
    localStorage.setItem(KEY, JSON.stringify(seen));
  } catch {
    // Storage full or blocked: the banner may show again next time, which is harmless.
  }
}
