/**
 * The screens shown in the compact PickerLayout rather than the full layout: the picking list and a picking order,
 * for pickers (PK). A module of its own: the _app route's beforeLoad (startup chunk) asks it too.
 */
export function isPickerScreen(role: string, pathname: string): boolean {
  return role === 'PK' && (pathname === '/picking' || pathname.startsWith('/picking/'));
}
