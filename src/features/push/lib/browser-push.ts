/**
 * This browser's side of Web Push: whether it can, the permission, and its one subscription (made with the server's
 * VAPID key). The server's side is `/Push/Subscribe` and `/Push/Unsubscribe` (api/push-queries.ts).
 */
import type { PushSubscriptionJson } from '../../../../contract/schemas/push';

/** What the device switch can show. */
export type DevicePushState =
  | { kind: 'unsupported' }
  /** No service worker controls the app (development server, or a first visit still installing it). */
  | { kind: 'no-worker' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string };

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function readDevicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  const worker = await registration();
  if (!worker) return { kind: 'no-worker' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = Notification.permission === 'granted' ? await worker.pushManager.getSubscription() : null;
  return subscription ? { kind: 'on', endpoint: subscription.endpoint } : { kind: 'off' };
}

/** The base64url VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (current === null) return false;
  const have = new Uint8Array(current);
  return have.length === wanted.length && have.every((byte, index) => byte === wanted[index]);
}

export class PushPermissionError extends Error {
  override readonly name = 'PushPermissionError';
}

/** Asks for permission (a user gesture must have started this) and subscribes the browser with the server's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJson> {
  const worker = await registration();
  if (!worker) throw new Error('no service worker');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const key = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were replaced) would never receive anything.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** The browser's current subscription, as the server stores it (null when there is none). */
export async function browserSubscription(): Promise<PushSubscriptionJson | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

export async function unsubscribeBrowser(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
