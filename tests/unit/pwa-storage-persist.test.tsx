import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage, resetPersistentStorageRequestForTests } from '../../src/lib/storage-persist';

const original = Object.getOwnPropertyDescriptor(navigator, 'storage');

function stubStorage(value: unknown): void {
  Object.defineProperty(navigator, 'storage', { configurable: true, value });
}

afterEach(() => {
  resetPersistentStorageRequestForTests();
  if (original) Object.defineProperty(navigator, 'storage', original);
  else delete (navigator as { storage?: unknown }).storage;
});

describe('requestPersistentStorage', () => {
  it('asks once and reuses the answer', async () => {
    const persist = vi.fn<() => Promise<boolean>>(async () => true);
    stubStorage({ persisted: async () => false, persist });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = vi.fn<() => Promise<boolean>>(async () => true);
    stubStorage({ persisted: async () => true, persist });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('is false where the API is missing or fails', async () => {
    stubStorage(undefined);
    expect(await requestPersistentStorage()).toBe(false);
    resetPersistentStorageRequestForTests();
    stubStorage({});
    expect(await requestPersistentStorage()).toBe(false);
    resetPersistentStorageRequestForTests();
    stubStorage({ persist: async () => Promise.reject(new Error('denied')) });
    expect(await requestPersistentStorage()).toBe(false);
  });
});
