/**
 * Which push endpoints the server will POST to. A subscription's endpoint is text a browser (or an attacker) sent,
 * so without rules it is a server-side request forgery: only https URLs on public hosts, checked when subscribing
 * (the URL) and again when sending (the addresses the name resolves to, pinned for the connection).
 * PUSH_ALLOW_LOCAL_ENDPOINTS lifts both for tests and e2e runs, whose stand-in push service is http on 127.0.0.1.
 */
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet (not loopback, private, link-local, reserved, multicast). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // IPv4-mapped (::ffff:a.b.c.d) reaches the IPv4 address: judge that one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !PRIVATE.check(lower, 'ipv6');
}

const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home|intranet|corp|localdomain)$/;

/** Why the server will not send to this endpoint (a Spanish sentence), or null when it may. */
export function endpointRefusal(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'La dirección de la suscripción no es una URL válida.';
  }
  if (url.username !== '' || url.password !== '') return 'La dirección de la suscripción no puede llevar usuario ni contraseña.';
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'La dirección de la suscripción debe ser http(s).';
  if (url.protocol !== 'https:') return 'La dirección de la suscripción debe usar https.';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : 'La dirección de la suscripción apunta a una red privada.';
  if (!host.includes('.') || LOCAL_NAME.test(host.replace(/\.$/, ''))) return 'La dirección de la suscripción apunta a una red privada.';
  return null;
}
