/**
 * An address with its coordinates (stores, warehouses, customers' addresses): typed, or found through the
 * geocoding provider (`/Geo/Search`, off unless configured). Coordinates are both given or both null.
 */
import { z } from 'zod/mini';
import { text } from '../fields';

export const ADDRESS_MAX = 300;

export const latitudeSchema = z.number().check(z.minimum(-90), z.maximum(90));
export const longitudeSchema = z.number().check(z.minimum(-180), z.maximum(180));

export const addressShape = {
  address: text(z.trim(), z.maxLength(ADDRESS_MAX)),
  lat: z.nullable(latitudeSchema),
  lng: z.nullable(longitudeSchema),
};

/** What an address field edits. */
export interface AddressValue {
  address: string;
  lat: number | null;
  lng: number | null;
}

/** Problems both sides check: coordinates come as a pair. `campo` is 'lat' when only one is given. */
export function addressProblems(value: AddressValue): Array<{ campo: string; codigo: string; mensaje: string }> {
  if ((value.lat === null) !== (value.lng === null)) return [{ campo: 'lat', codigo: 'coordinates_pair', mensaje: 'Indica la latitud y la longitud, o ninguna.' }];
  return [];
}
