/**
 * Web Push in e2e runs. Chromium has no push service here (offline, and headless Chromium has no FCM connection),
 * so a spec stands in for both ends:
 * - the browser's side: an init script makes `PushManager.prototype.subscribe`/`getSubscription` return a
 *   subscription made by the local push-service stand-in (tests/server/helpers/push-service.ts: a real P-256 key pair
 *   and auth secret, an endpoint on 127.0.0.1), kept in the page's localStorage across reloads;
 * - the push service: the stand-in receives the server's push (verifying its VAPID JWT and decrypting it, RFC 8291)
 *   and hands the plaintext to the page's service worker through the DevTools protocol
 *   (`ServiceWorker.deliverPushMessage`), which fires the worker's `push` event as a real delivery would.
 * The e2e servers run with PUSH_ALLOW_LOCAL_ENDPOINTS=1 (playwright.config.ts) so they may post to 127.0.0.1.
 *
 * Use: `const push = await startE2ePush();` then, before the page logs in, `await push.enable(page)`; turn
 * notifications on through the user menu (`turnOnDeviceNotifications`); `await push.close()` at the end.
 */
import { expect, type CDPSession, type Page } from '@playwright/test';
import { startPushServiceStandIn, type PushServiceStandIn, type ReceivedPush } from '../server/helpers/push-service';

export interface E2ePush {
  /** The stand-in: `received` lists every push the server sent (decrypted). */
  standIn: PushServiceStandIn;
  /** Grants notifications, fakes the page's PushManager and delivers this page's pushes to its service worker. */
  enable(page: Page): Promise<void>;
  close(): Promise<void>;
}

// The init script is serialized into the page: everything it uses must live inside it.
/* oxlint-disable unicorn/consistent-function-scoping */
/** Runs in the page before its scripts: PushManager answers with the stand-in's subscription. */
function fakePushManager(): void {
  const storageKey = 'canasta.e2e.pushSubscription';
  interface Stored {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    serverKey: string;
  }
  const bytes = (base64url: string): ArrayBuffer => {
    const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)).buffer;
  };
  const base64url = (buffer: ArrayBuffer | ArrayBufferView): string => {
    const view = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    return btoa(String.fromCharCode(...view)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  const subscriptionOf = (stored: Stored) => ({
    endpoint: stored.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(stored.serverKey) },
    getKey: (name: 'p256dh' | 'auth') => bytes(stored.keys[name]),
    toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: stored.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(storageKey);
      return true;
    },
  });
  const read = (): Stored | null => {
    const raw = localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Stored) : null;
  };
  if (typeof PushManager === 'undefined') return;
  const binding = (window as unknown as { canastaE2ePushSubscribe: () => Promise<{ endpoint: string; keys: Stored['keys'] }> }).canastaE2ePushSubscribe;
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    const key = options?.applicationServerKey;
    if (!key || typeof key === 'string') throw new DOMException('applicationServerKey is required', 'InvalidAccessError');
    const existing = read();
    if (existing) return subscriptionOf(existing) as unknown as PushSubscription;
    const made = await binding();
    const stored: Stored = { endpoint: made.endpoint, keys: made.keys, serverKey: base64url(key) };
    localStorage.setItem(storageKey, JSON.stringify(stored));
    return subscriptionOf(stored) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = read();
    return (stored ? subscriptionOf(stored) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.permissionState = async function permissionState() {
    return Notification.permission === 'granted' ? 'granted' : 'prompt';
  };
}

/* oxlint-enable unicorn/consistent-function-scoping */

/** The page's service worker registration id, once the worker registered (DevTools protocol). */
async function watchRegistrations(cdp: CDPSession): Promise<(origin: string) => Promise<string>> {
  const byScope = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) {
      if (registration.isDeleted) byScope.delete(registration.scopeURL);
      else byScope.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return async (origin) => {
    await expect.poll(() => byScope.get(`${origin}/`), { message: 'the page service worker registered', timeout: 15_000 }).toBeTruthy();
    return byScope.get(`${origin}/`)!;
  };
}

export async function startE2ePush(): Promise<E2ePush> {
  const standIn = await startPushServiceStandIn();
  /** Stand-in subscription id → how to hand its pushes to the browser that made it. */
  const browsers = new Map<string, (push: ReceivedPush) => Promise<void>>();
  standIn.onPush(async (push) => {
    await browsers.get(push.subscriptionId)?.(push);
  });
  return {
    standIn,
    async enable(page) {
      await page.context().grantPermissions(['notifications']);
      const cdp = await page.context().newCDPSession(page);
      const registrationId = await watchRegistrations(cdp);
      await page.exposeBinding('canastaE2ePushSubscribe', () => {
        const subscription = standIn.subscribe();
        browsers.set(subscription.id, async (push) => {
          const origin = new URL(page.url()).origin;
          await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId(origin), data: push.text });
        });
        return { endpoint: subscription.endpoint, keys: subscription.keys };
      });
      await page.addInitScript(fakePushManager);
    },
    close: () => standIn.close(),
  };
}

/** Turns "Notificaciones en este dispositivo" on through the user menu and waits until it says so. */
export async function turnOnDeviceNotifications(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  const item = page.getByRole('menuitem', { name: /Notificaciones en este dispositivo/ });
  await expect(item).toBeEnabled();
  await item.click();
  await expect(item).toContainText('Activadas');
  await page.keyboard.press('Escape');
}

/** The notifications the page's service worker is showing: title, body and the url a click opens. */
export function shownNotifications(page: Page): Promise<Array<{ title: string; body: string; url: string | undefined }>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((notification) => ({ title: notification.title, body: notification.body, url: (notification.data as { url?: string } | null)?.url }));
  });
}
