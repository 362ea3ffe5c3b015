/**
 * The server's Web Push sender: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); this module makes the HTTP request itself, because web-push's own `sendNotification` speaks https only
 * and cannot pin the address it connects to. Every connection goes to an address checked by endpoint-rules.ts.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { endpointRefusal, isPublicAddress } from './endpoint-rules';
import type { VapidIdentity } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  /** Base64url keys of the browser's subscription. */
  p256dh: string;
  auth: string;
}

/** What a push service answered: its status code, or null when it was never reached (refused, timeout, network). */
export type SendResult = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

export interface PushService {
  readonly publicKey: string;
  readonly allowLocalEndpoints: boolean;
  send(target: PushTarget, payload: string): Promise<SendResult>;
  /** Work started after a request answered (staff alerts): the app waits for it on close; tests wait with `idle`. */
  track(work: Promise<unknown>): void;
  idle(): Promise<void>;
}

/** How long a push service keeps an undelivered message (a day: an alert older than that is stale). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this time is counted as failed. */
export const PUSH_TIMEOUT_MS = 10_000;

export function createPushService(identity: VapidIdentity, allowLocalEndpoints: boolean): PushService {
  const pending = new Set<Promise<unknown>>();
  const lookup = allowLocalEndpoints ? undefined : publicOnlyLookup;
  return {
    publicKey: identity.publicKey,
    allowLocalEndpoints,
    async send(target, payload) {
      const refusal = endpointRefusal(target.endpoint, allowLocalEndpoints);
      if (refusal) return { ok: false, statusCode: null, error: refusal };
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject: identity.subject, publicKey: identity.publicKey, privateKey: identity.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        });
      } catch (error) {
        // Keys the browser sent that do not make a valid P-256 point, for example.
        return { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
      }
      return post(target.endpoint, details.method, details.headers, details.body, lookup);
    },
    track(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** DNS lookup that refuses names resolving to a private address, so the checked address is the one connected to. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    if (usable.length === 0) return callback(Object.assign(new Error(`push endpoint ${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0);
    if (options.all) return (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, usable);
    const first = usable[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

function post(endpoint: string, method: string, headers: Record<string, string | number>, body: Buffer | null, lookup: LookupFunction | undefined): Promise<SendResult> {
  return new Promise((resolve) => {
    const url = new URL(endpoint);
    const transport = url.protocol === 'http:' ? http : https;
    const request = transport.request(url, { method, headers, timeout: PUSH_TIMEOUT_MS, ...(lookup ? { lookup } : {}) }, (response) => {
      const statusCode = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        // Only the start of an error body is kept (for the delivery row); the rest is drained.
        if (text.length < 500) text += chunk;
      });
      response.on('end', () => {
        if (statusCode >= 200 && statusCode < 300) resolve({ ok: true, statusCode });
        else resolve({ ok: false, statusCode, error: text.slice(0, 500) || `HTTP ${statusCode}` });
      });
      response.on('error', (error) => resolve({ ok: false, statusCode, error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`push service did not answer in ${PUSH_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ ok: false, statusCode: null, error: error.message }));
    request.end(body ?? undefined);
  });
}
