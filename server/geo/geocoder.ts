/**
 * Address lookup behind one interface (docs/geocoding.md): a provider answers matches for a typed address. The app
 * has none unless configured (GEOCODER_URL); the call answers GEOCODER_OFF then.
 */

/** One place a provider found. */
export interface GeoMatch {
  label: string;
  lat: number;
  lng: number;
}

export interface GeoSearchOptions {
  /** The user's language ('es', 'en'…): providers name places in it when they can. */
  language?: string;
  signal?: AbortSignal;
}

export interface Geocoder {
  search(query: string, options: GeoSearchOptions): Promise<GeoMatch[]>;
}

/** The provider did not answer, answered an error, or not in time. */
export class GeocoderUnreachableError extends Error {
  override readonly name = 'GeocoderUnreachableError';
}

/** This process already sends the provider as many lookups as its usage policy allows. */
export class GeocoderBusyError extends Error {
  override readonly name = 'GeocoderBusyError';
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`Geocoder busy; retry in ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
