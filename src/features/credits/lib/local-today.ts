/** Two digits ("07"), for dates and times written by hand. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Today's date on this device, YYYY-MM-DD (the server checks again against the company's own day). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}
