/**
 * A local stand-in for a browser push service (FCM, Mozilla's autopush), for server tests and e2e runs. It makes
 * subscriptions the way a browser does (a P-256 key pair and a 16-byte auth secret, an endpoint of its own), and for
 * every POST to an endpoint it checks what a real push service checks and what the browser then does:
 * - the VAPID Authorization header (RFC 8292): `vapid t=<JWT>,k=<public key>`, an ES256 signature by `k` (which must be
 *   the server's key when one is expected), `aud` = the endpoint's origin, `exp` in the future and at most 24 h away,
 *   `sub` present;
 * - the aes128gcm body (RFC 8188), decrypted with the subscription's private key and auth secret (RFC 8291).
 * It records the plaintext and answers 201, or what the test told it to answer for that subscription.
 * node:crypto only, and no test framework: the Playwright process uses it too.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSubscription {
  id: string;
  /** The JSON a browser's `PushSubscription.toJSON()` gives. */
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload. */
  text: string;
  claims: VapidClaims;
  /** The `k=` key of the Authorization header, which verified the JWT's signature. */
  vapidKey: string;
  ttl: string | undefined;
  /** What the stand-in answered. */
  status: number;
}

export interface RejectedPush {
  subscriptionId: string;
  reason: string;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  rejected: RejectedPush[];
  /** A new subscription, as a browser's pushManager.subscribe would give. */
  subscribe(): StandInSubscription;
  /** What to answer for a subscription's pushes from now on (201 by default; 404/410 say it expired). */
  answer(subscriptionId: string, status: number): void;
  /** The VAPID public key a push must be signed with (null: whatever `k=` says, still verified). */
  expectKey(publicKey: string | null): void;
  /** Called with each accepted push before answering (the e2e run hands it to the browser). */
  onPush(listener: ((push: ReceivedPush) => Promise<void> | void) | null): void;
  /** Resolves once `count` pushes were received in total; rejects after `timeoutMs`. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Held {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  status: number;
}

const b64u = (buffer: Buffer): string => buffer.toString('base64url');

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const rejected: RejectedPush[] = [];
  const waiters: Array<() => void> = [];
  let expectedKey: string | null = null;
  let listener: ((push: ReceivedPush) => Promise<void> | void) | null = null;
  let nextId = 1;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = held.get(id);
      const body = await readBody(request);
      if (request.method !== 'POST' || !subscription) {
        rejected.push({ subscriptionId: id, reason: `no such subscription (${request.method} ${request.url})` });
        response.writeHead(404).end();
        return;
      }
      let push: ReceivedPush;
      try {
        const { claims, vapidKey } = verifyVapid(request.headers.authorization, origin, expectedKey, Date.now());
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${String(request.headers['content-encoding'])}`);
        const text = decryptAes128gcm(body, subscription).toString('utf8');
        push = { subscriptionId: id, text, claims, vapidKey, ttl: header(request, 'ttl'), status: subscription.status };
      } catch (error) {
        rejected.push({ subscriptionId: id, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(400).end(error instanceof Error ? error.message : 'bad push');
        return;
      }
      received.push(push);
      for (const wake of waiters.splice(0)) wake();
      if (listener && push.status >= 200 && push.status < 300) await listener(push);
      response.writeHead(push.status).end();
    })().catch((error: unknown) => {
      rejected.push({ subscriptionId: '', reason: String(error) });
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const id = `s${nextId++}-${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      held.set(id, { ecdh, publicKey, auth, status: 201 });
      return { id, endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } };
    },
    answer(subscriptionId, status) {
      const subscription = held.get(subscriptionId);
      if (!subscription) throw new Error(`unknown subscription ${subscriptionId}`);
      subscription.status = status;
    },
    expectKey(publicKey) {
      expectedKey = publicKey;
    },
    onPush(next) {
      listener = next;
    },
    waitForCount(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`push stand-in: ${received.length} of ${count} pushes after ${timeoutMs} ms; rejected: ${JSON.stringify(rejected)}`)), timeoutMs);
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice());
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8292 §2–3: checks the header and the JWT, and returns its claims. */
export function verifyVapid(authorization: string | undefined, origin: string, expectedKey: string | null, nowMs: number): { claims: VapidClaims; vapidKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Authorization is not "vapid t=…,k=…": ${String(authorization)}`);
  const [jwt, vapidKey] = [match[1], match[2]];
  if (expectedKey !== null && vapidKey !== expectedKey) throw new Error('VAPID key is not the server key');
  const [headerPart, claimsPart, signaturePart] = jwt.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: unknown; typ?: unknown };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${String(jwtHeader.alg)}`);
  const point = Buffer.from(vapidKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: 'jwk' });
  const signature = Buffer.from(signaturePart, 'base64url');
  const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key, dsaEncoding: 'ieee-p1363' }, signature);
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Error(`JWT aud ${String(claims.aud)} is not ${origin}`);
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 60 * 60) throw new Error(`JWT exp ${String(claims.exp)} is not within 24 h`);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('JWT has no sub');
  return { claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub }, vapidKey };
}

/** RFC 8188 (aes128gcm records) with RFC 8291's key derivation from the subscription's keys. */
function decryptAes128gcm(body: Buffer, subscription: Held): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  if (senderKey.length !== 65) throw new Error('keyid is not the sender P-256 public key');
  const ecdhSecret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const content = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < content.length; offset += recordSize, seq += 1) {
    const record = content.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record sequence number is XORed into the nonce's low bytes (RFC 8188 §2.3); a few records fit in 32 bits.
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the plaintext, a delimiter (2 in the last record, 1 before), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + recordSize >= content.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad aes128gcm padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}
