/** `/Geo/Status` and `/Geo/Search` (docs/geocoding.md): the address fields' lookup through the configured provider. */
import { CallError } from '../../errors/call-error';
import { geocoderFor } from '../../geo/app-geocoder';
import { GeocoderBusyError, GeocoderUnreachableError } from '../../geo/geocoder';
import { GEO_BUSY_REASON } from '../../../contract/schemas/geo';
import type { Handler } from '../types';

export const geoStatusHandler: Handler<'/Geo/Status'> = async (_input, ctx) => {
  const tiles = ctx.config.mapTiles;
  return { data: { enabled: geocoderFor(ctx.config) !== null, tiles: tiles && { url: tiles.url, attribution: tiles.attribution } } };
};

export const geoSearchHandler: Handler<'/Geo/Search'> = async (input, ctx) => {
  const geocoder = geocoderFor(ctx.config);
  if (!geocoder) throw new CallError('GEOCODER_OFF', 'La búsqueda de direcciones no está configurada; escribe las coordenadas a mano.');
  try {
    const matches = await geocoder.search(input.query, { language: input.language });
    return { data: { matches } };
  } catch (error) {
    if (error instanceof GeocoderBusyError) {
      throw new CallError('RATE_LIMITED', 'Demasiadas búsquedas de direcciones seguidas. Espera un momento y vuelve a intentarlo.', {
        reason: GEO_BUSY_REASON,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    if (error instanceof GeocoderUnreachableError) {
      // Logged for the operator (a wrong URL, the provider blocking us); the user is told to type the coordinates.
      ctx.log.warn({ err: error }, 'geocoder unreachable');
      throw new CallError('GEOCODER_UNREACHABLE', 'El servicio de direcciones no responde; escribe las coordenadas a mano.');
    }
    throw error;
  }
};
