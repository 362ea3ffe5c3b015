import type { AddressValue } from '../../contract/schemas/address';

/** A point chosen on the map picker (Leaflet's lat/lng). */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Where the map opens when the address has no coordinates yet: Quito, at a zoom that shows the city. */
export const DEFAULT_MAP_CENTER: MapPoint = { lat: -0.1807, lng: -78.4678 };
export const CITY_ZOOM = 12;
/** Opening on coordinates already given: close enough to see the street. */
export const STREET_ZOOM = 17;
/** Six decimals are about 11 cm: finer than a tap can aim, and what the picker shows. */
export const MAP_POINT_DECIMALS = 6;

function round(value: number): number {
  const scale = 10 ** MAP_POINT_DECIMALS;
  return Math.round(value * scale) / scale;
}

/**
 * The address value once a point is chosen on the map: the typed address is kept, the coordinates are the point's,
 * rounded to what was shown. A map panned across the date line gives longitudes beyond ±180: wrapped back.
 */
export function pickedValue(value: AddressValue, point: MapPoint): AddressValue {
  const lng = ((((point.lng + 180) % 360) + 360) % 360) - 180;
  const lat = Math.min(90, Math.max(-90, point.lat));
  return { address: value.address, lat: round(lat), lng: round(lng) };
}

/** The point the picker starts from: the address's coordinates when it has both, else none. */
export function startingPoint(value: AddressValue): MapPoint | null {
  return value.lat !== null && value.lng !== null ? { lat: value.lat, lng: value.lng } : null;
}
