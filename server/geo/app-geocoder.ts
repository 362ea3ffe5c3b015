/**
 * The geocoder of a running app, derived from its configuration: one per configuration object, so the spacing and
 * the cache hold for the whole server process (and each test app has its own).
 */
import type { AppConfig } from '../config';
import type { Geocoder } from './geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';
import { politeGeocoder } from './polite-geocoder';

const APP_NAME = 'Canasta/0.1 (grocery back office)';
const geocoders = new WeakMap<AppConfig, Geocoder | null>();

/** Null when no provider is configured (the default). */
export function geocoderFor(config: AppConfig): Geocoder | null {
  let geocoder = geocoders.get(config);
  if (geocoder === undefined) {
    const settings = config.geocoder;
    geocoder = settings
      ? politeGeocoder(nominatimGeocoder({ url: settings.url, email: settings.email, timeoutMs: settings.timeoutMs, userAgent: `${APP_NAME} ${config.publicUrl}` }))
      : null;
    geocoders.set(config, geocoder);
  }
  return geocoder;
}
