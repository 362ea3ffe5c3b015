/** The outbox's badge in the header: changes waiting, failed or in conflict, and the last sync. */
export function SyncBadge() {
  return null;
}
