/** Links that hand a phone number or a place to the device's own apps (the dialler, a map). */

/** A `tel:` link keeps the digits and a leading +, so spaces or dashes in a stored number still dial. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/gu, '')}`;
}

/** An OpenStreetMap link to a pin. */
export function pinUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** An OpenStreetMap link for a place: the pin when there are coordinates, else a search for the address; null for neither. */
export function mapUrl(place: { address?: string | null | undefined; lat?: number | null | undefined; lng?: number | null | undefined }): string | null {
  if (typeof place.lat === 'number' && typeof place.lng === 'number') return pinUrl(place.lat, place.lng);
  const address = place.address?.trim();
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}
