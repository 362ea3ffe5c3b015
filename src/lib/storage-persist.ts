/**
 * Asks the browser to keep this origin's storage (IndexedDB outbox, caches) under storage pressure.
 * Called once after login; later calls reuse the first answer. Never throws: unsupported → false.
 */
let pending: Promise<boolean> | null = null;

export function requestPersistentStorage(): Promise<boolean> {
  pending ??= ask();
  return pending;
}

async function ask(): Promise<boolean> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage) return false;
    // Already granted: do not prompt again.
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    if (typeof storage.persist !== 'function') return false;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Tests only: forget the memoised answer. */
export function resetPersistentStorageRequestForTests(): void {
  pending = null;
}
