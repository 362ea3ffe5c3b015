import { ROUTE_SCREENS, type Screen, type SessionRoute } from '../../../contract/screens';

const PATTERNS = Object.keys(ROUTE_SCREENS) as SessionRoute[];

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, index) => part.startsWith('$') || part === segments[index]);
}

function staticCount(pattern: string): number {
  return pattern.split('/').filter((part) => part !== '' && !part.startsWith('$')).length;
}

/**
 * The session route (contract ROUTE_SCREENS pattern) a pathname belongs to, or null.
 * A static segment beats a parameter: /market/producto/ordenar is not /market/producto/$id.
 */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed escapes: compare the raw text.
    return segment;
  }
}

export function sessionRouteFor(pathname: string): SessionRoute | null {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  let best: SessionRoute | null = null;
  for (const pattern of PATTERNS) {
    if (matches(pattern, segments) && (best === null || staticCount(pattern) > staticCount(best))) best = pattern;
  }
  return best;
}

/** The screen permission that rules a pathname (null for public or unknown paths). */
export function screenForPath(pathname: string): Screen | null {
  const route = sessionRouteFor(pathname);
  return route === null ? null : ROUTE_SCREENS[route];
}
