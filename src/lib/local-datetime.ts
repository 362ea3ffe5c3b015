/**
 * `<input type="datetime-local">` values (the device's time zone, minutes) to and from ISO instants: the date-time
 * fields of the promotion, news, banner and sampling forms.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the device's zone ('' when it is not a date). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (device's zone) as an ISO instant, or null when it is not a date. */
export function fromLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
