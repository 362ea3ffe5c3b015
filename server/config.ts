/**
 * Typed server configuration read from the environment, with defaults.
 * Everything that reads it takes the object as an argument, so tests inject their own.
 */
import { defaultPoolSize } from './db/pool-size';
import type { S3StoreConfig } from './files/s3-file-store';

/** Where uploaded files (product images, brand logos) live: FILE_STORE=disk (default) or s3 (files/file-store.ts). */
export type FileStoreConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3StoreConfig);

/** Login throttling (auth/login-limits.ts): growing waits per account and address, never a lockout of the account. */
export interface LoginLimits {
  /**
   * LOGIN_MAX_FAILURES_PER_ACCOUNT (5): attempts without a right password for one account from one address answered
   * at once; each further one from that pair waits, the wait doubling from `firstWaitSeconds`. 0 turns it off.
   */
  perAccount: number;
  /** LOGIN_FIRST_WAIT_SECONDS (30): the first wait of a pair. */
  firstWaitSeconds: number;
  /** LOGIN_MAX_WAIT_MINUTES (15): the longest wait of a pair. */
  maxWaitMinutes: number;
  /**
   * LOGIN_MAX_FAILURES_PER_IP (30): such attempts from one address (any accounts) within `windowMinutes` answered at
   * once; after them attempts from the address are spaced by a few seconds until the window ends. 0 turns it off.
   */
  perIp: number;
  /** LOGIN_WINDOW_MINUTES (15). */
  windowMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** When set, the server uses PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** nodemailer SMTP URL; without it, mail is written to the server log. */
  smtpUrl: string | null;
  /** Tests only (MAIL_DROP_DIR): without SMTP, each mail is also written there as a JSON file, for e2e specs to read. */
  mailDropDir: string | null;
  mailFrom: string;
  /** Base of links sent by mail (password reset). */
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginLimits: LoginLimits;
  staticDir: string;
  logLevel: string;
  /**
   * TRUST_PROXY, Fastify's `trustProxy`: which hops of X-Forwarded-For to believe, so login throttling and session
   * records see the client's address rather than the reverse proxy's. Unset: none (a direct connection's address is
   * used; behind a proxy every user then shares the proxy's address and its per-address login limit). The proxies'
   * addresses or CIDRs, comma-separated (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`): those hops are
   * skipped and the address next to them is the client's, the safe choice. `true`: the leftmost entry is believed,
   * only right when the proxy replaces the header (a proxy that appends to it lets a client choose its own address).
   */
  trustProxy: boolean | string;
  production: boolean;
  /**
   * Server processes sharing the port (node:cluster), PostgreSQL only: node runs JavaScript on one core, so a
   * machine with more cores serves more calls with one process per core. PGlite lives inside one process: 1 there.
   */
  workers: number;
  /** PostgreSQL connections per server process (DB_POOL_SIZE; default db/pool-size.ts). */
  dbPoolSize: number;
  /**
   * DEMO_SEED_AT: the instant (ISO 8601) the demo data is seeded as of, instead of now; the same instant gives the
   * same orders, times and slots on any day (the screenshot tests use it).
   */
  demoSeedAt: Date | null;
  fileStore: FileStoreConfig;
  /** Address lookup (docs/geocoding.md): GEOCODER_URL, a Nominatim-compatible server; null (the default) turns it off. */
  geocoder: GeocoderConfig | null;
  /** The address field's map (docs/geocoding.md): MAP_TILES_URL, OpenStreetMap's tiles by default; null when "off". */
  mapTiles: MapTilesConfig | null;
  /** Web Push (server/push/, docs/push.md). */
  push: PushConfig;
  /** PUSH_SCHEDULER_INTERVAL_MS (15000): how often each server process sends the due push messages; 0 turns it off. */
  pushSchedulerIntervalMs: number;
  /** SUBSCRIPTION_RENEWAL_INTERVAL_MS (60000): how often each server process renews the customers' subscriptions that are due; 0 turns it off. */
  subscriptionRenewalIntervalMs: number;
}

/** Web Push settings: VAPID keys (both or neither: otherwise the database's pair), who the push services may contact. */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, as web-push's generateVAPIDKeys gives them). */
  vapidPublicKey: string | null;
  vapidPrivateKey: string | null;
  /** VAPID_SUBJECT: a mailto: or https: contact for push services; default "mailto:" + MAIL_FROM's address. */
  vapidSubject: string | null;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS (tests, e2e): allow http and private-network push endpoints (refused otherwise: SSRF). */
  allowLocalEndpoints: boolean;
}

/** Where the address field's map picker gets its tiles. */
export interface MapTilesConfig {
  /** MAP_TILES_URL: a Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  url: string;
  /** MAP_TILES_ATTRIBUTION: shown on the map, as the tile provider's licence asks. */
  attribution: string;
  /** The tiles' origin (`*.` for a `{s}` subdomain), for the Content-Security-Policy's img-src. */
  origin: string;
}

export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION = '© OpenStreetMap contributors';

/** A Nominatim-compatible geocoding server (server/geo/). */
export interface GeocoderConfig {
  /** GEOCODER_URL: its base URL; `/search` is added. */
  url: string;
  /** GEOCODER_EMAIL: sent with each lookup, as Nominatim's usage policy asks of heavy users. */
  email: string | null;
  /** GEOCODER_TIMEOUT_SECONDS (5): how long a lookup may take before the user is told to type the coordinates. */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function instant(env: Env, name: string): Date | null {
  const raw = text(env, name);
  if (raw === null) return null;
  const value = new Date(raw);
  if (Number.isNaN(value.getTime())) throw new Error(`${name} must be an ISO 8601 date and time, got "${raw}"`);
  return value;
}

function trustProxy(env: Env): boolean | string {
  const raw = text(env, 'TRUST_PROXY')?.toLowerCase() ?? '';
  if (['', '0', 'false', 'no'].includes(raw)) return false;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  return raw;
}

function geocoder(env: Env): GeocoderConfig | null {
  const url = text(env, 'GEOCODER_URL');
  if (url === null) return null;
  if (!/^https?:\/\//i.test(url)) throw new Error(`GEOCODER_URL must be an http(s) URL, got "${url}"`);
  return { url: url.replace(/\/+$/, ''), email: text(env, 'GEOCODER_EMAIL'), timeoutMs: Math.max(1, int(env, 'GEOCODER_TIMEOUT_SECONDS', 5)) * 1000 };
}

function mapTiles(env: Env): MapTilesConfig | null {
  const url = text(env, 'MAP_TILES_URL') ?? DEFAULT_MAP_TILES_URL;
  if (url.toLowerCase() === 'off') return null;
  const fail = () => new Error(`MAP_TILES_URL must be an http(s) URL template or "off", got "${url}"`);
  if (!/^https?:\/\//i.test(url)) throw fail();
  // `{s}` (a subdomain letter) is no valid host character: parse with a stand-in, then allow every subdomain.
  let origin: string;
  try {
    origin = new URL(url.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    throw fail();
  }
  if (/^https?:\/\/\{s\}\./i.test(url)) origin = origin.replace('//a.', '//*.');
  return { url, attribution: text(env, 'MAP_TILES_ATTRIBUTION') ?? DEFAULT_MAP_TILES_ATTRIBUTION, origin };
}

function push(env: Env): PushConfig {
  const vapidPublicKey = text(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = text(env, 'VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both or neither');
  const vapidSubject = text(env, 'VAPID_SUBJECT');
  if (vapidSubject !== null && !/^(mailto:|https:\/\/)/i.test(vapidSubject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${vapidSubject}"`);
  const allowLocal = text(env, 'PUSH_ALLOW_LOCAL_ENDPOINTS')?.toLowerCase();
  return { vapidPublicKey, vapidPrivateKey, vapidSubject, allowLocalEndpoints: allowLocal !== undefined && ['1', 'true', 'yes'].includes(allowLocal) };
}

function fileStore(env: Env, dataDir: string): FileStoreConfig {
  const kind = text(env, 'FILE_STORE')?.toLowerCase() ?? 'disk';
  if (kind === 'disk') return { kind, dir: text(env, 'FILE_STORE_DIR') ?? `${dataDir}/files` };
  if (kind !== 's3') throw new Error(`FILE_STORE must be "disk" or "s3", got "${kind}"`);
  const bucket = text(env, 'S3_BUCKET');
  if (bucket === null) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const pathStyle = text(env, 'S3_FORCE_PATH_STYLE')?.toLowerCase();
  return {
    kind,
    endpoint: text(env, 'S3_ENDPOINT'),
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    bucket,
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    // S3-compatible servers mostly need path-style URLs; AWS itself prefers virtual-hosted ones.
    forcePathStyle: pathStyle === undefined ? text(env, 'S3_ENDPOINT') !== null : ['1', 'true', 'yes'].includes(pathStyle),
    prefix: text(env, 'S3_PREFIX') ?? '',
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = int(env, 'PORT', 3000);
  const workers = Math.max(1, int(env, 'WORKERS', 1));
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl: text(env, 'DATABASE_URL'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailDropDir: text(env, 'MAIL_DROP_DIR'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Canasta <no-reply@canasta.local>',
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 720),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 168),
    loginLimits: {
      perAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      firstWaitSeconds: Math.max(1, int(env, 'LOGIN_FIRST_WAIT_SECONDS', 30)),
      maxWaitMinutes: Math.max(1, int(env, 'LOGIN_MAX_WAIT_MINUTES', 15)),
      perIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 30),
      windowMinutes: Math.max(1, int(env, 'LOGIN_WINDOW_MINUTES', 15)),
    },
    staticDir: text(env, 'STATIC_DIR') ?? './dist',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: trustProxy(env),
    production: env.NODE_ENV === 'production',
    workers,
    dbPoolSize: Math.max(1, int(env, 'DB_POOL_SIZE', defaultPoolSize(workers))),
    demoSeedAt: instant(env, 'DEMO_SEED_AT'),
    fileStore: fileStore(env, text(env, 'DATA_DIR') ?? './data'),
    geocoder: geocoder(env),
    mapTiles: mapTiles(env),
    push: push(env),
    pushSchedulerIntervalMs: int(env, 'PUSH_SCHEDULER_INTERVAL_MS', 15_000),
    subscriptionRenewalIntervalMs: int(env, 'SUBSCRIPTION_RENEWAL_INTERVAL_MS', 60_000),
  };
}
