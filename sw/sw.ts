/// <reference lib="webworker" />
/**
 * Canasta's service worker (vite-plugin-pwa injectManifest → dist/sw.js).
 *
 * - The app shell is precached, so every route opens offline after one visit.
 * - `/api/` is never cached here: the app's own outbox (IndexedDB) owns data.
 * - Updates wait until the user accepts them (registerType "prompt").
 */
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PUSH_MESSAGE_TYPE, type PushPageMessage } from '../contract/push-page-message.ts';
import { parsePushPayload, safeNotificationUrl } from './push-payload.ts';

declare const self: ServiceWorkerGlobalScope;

setCacheNameDetails({ prefix: 'canasta' });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app navigation gets the precached shell; the router decides what to show.
// API calls, the server-rendered legal pages and stored files (an image opened in its own tab) go to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/legal\//, /^\/files\//],
  }),
);

// Images (product photos from /files/, icons): cache first at runtime, never precached; bounded so the cache cannot
// grow forever. Stored image keys are unique, so a cached copy never goes stale.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !(url.origin === self.location.origin && url.pathname.startsWith('/api/')),
  new CacheFirst({
    cacheName: 'canasta-images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Take over open pages only when the user accepted the update (SKIP_WAITING);
// a first install does not claim, so a page never switches workers under the user.
let claimOnActivate = false;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    claimOnActivate = true;
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  if (claimOnActivate) event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event: PushEvent) => {
  const payload = parsePushPayload(event.data?.text() ?? null);
  const url = safeNotificationUrl(payload.url, self.location.origin);
  // `image` is not in TypeScript's NotificationOptions yet; Chromium shows it under the text.
  const options: NotificationOptions & { image?: string } = {
    body: payload.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url },
  };
  if (payload.image) options.image = new URL(payload.image, self.location.origin).href;
  if (payload.tag) options.tag = payload.tag;
  const message: PushPageMessage = { type: PUSH_MESSAGE_TYPE, payload: { ...payload, url } };
  event.waitUntil(Promise.all([self.registration.showNotification(payload.title, options), tellPages(message)]));
});

/** Open pages show the push in the app too (the system notification is easy to miss while working in it). */
async function tellPages(message: PushPageMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // A service worker's Client.postMessage has no target origin: its clients are this origin's pages.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  for (const client of windows) client.postMessage(message);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const raw = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  const url = safeNotificationUrl(typeof raw === 'string' ? raw : undefined, self.location.origin);
  event.waitUntil(focusOrOpen(url));
});

async function focusOrOpen(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === url);
  if (exact) {
    await exact.focus();
    return;
  }
  // Reuse an open Canasta window and move it to the url, otherwise open a new one.
  const any = windows[0];
  if (any) {
    const focused = await any.focus();
    await focused.navigate(url).catch(() => null);
    return;
  }
  await self.clients.openWindow(url);
}
