/**
 * What the service worker (sw/sw.ts) posts to every open page when it shows a push, so the page can show it in the
 * app as well (src/features/push). `url` is already checked to be a page of this app.
 */
export const PUSH_MESSAGE_TYPE = 'canasta:push';

export interface PushPageMessage {
  type: typeof PUSH_MESSAGE_TYPE;
  payload: { title: string; body: string; url: string; image: string | undefined; tag: string | undefined };
}

/** Whether a page message is the worker's push message (pages also hear other messages, e.g. workbox's). */
export function isPushPageMessage(data: unknown): data is PushPageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; payload?: unknown };
  if (message.type !== PUSH_MESSAGE_TYPE || typeof message.payload !== 'object' || message.payload === null) return false;
  const payload = message.payload as Record<string, unknown>;
  return typeof payload.title === 'string' && typeof payload.body === 'string' && typeof payload.url === 'string';
}
