/** Web Push payloads: pure helpers so the service worker's parsing is unit-testable. */

export interface PushPayload {
  title: string;
  body: string;
  url: string | undefined;
  /** A large picture under the text (https or this app's own path), where the platform shows one. */
  image: string | undefined;
  /** Notifications with the same tag replace each other (one per order alert). */
  tag: string | undefined;
}

const DEFAULT_TITLE = 'Canasta';

function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\//i.test(value) ? value : undefined;
}

/** Reads the JSON `{ title, body, url, image, tag }` a push carries; tolerates plain text and garbage. */
export function parsePushPayload(text: string | null): PushPayload {
  const empty = { url: undefined, image: undefined, tag: undefined };
  if (text === null || text.trim() === '') return { title: DEFAULT_TITLE, body: '', ...empty };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // A plain-text push is still worth showing.
    return { title: DEFAULT_TITLE, body: text.slice(0, 500), ...empty };
  }
  if (typeof value !== 'object' || value === null) return { title: DEFAULT_TITLE, body: String(value).slice(0, 500), ...empty };
  const record = value as Record<string, unknown>;
  const title = typeof record.title === 'string' && record.title.trim() !== '' ? record.title : DEFAULT_TITLE;
  const body = typeof record.body === 'string' ? record.body : '';
  const url = typeof record.url === 'string' ? record.url : undefined;
  const tag = typeof record.tag === 'string' && record.tag !== '' ? record.tag.slice(0, 100) : undefined;
  return { title: title.slice(0, 200), body: body.slice(0, 1000), url, image: imageUrl(record.image), tag };
}

/** A notification may only open a page of this app: anything else (other origins, javascript:) becomes "/". */
export function safeNotificationUrl(raw: string | undefined, origin: string): string {
  if (raw === undefined || raw === '') return new URL('/', origin).href;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return new URL('/', origin).href;
    return url.href;
  } catch {
    return new URL('/', origin).href;
  }
}
