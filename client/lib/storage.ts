// Local storage that may be missing or throw (private modes, disabled storage): availability is
// checked by writing and removing a test key, and every access falls back quietly.

const TEST_KEY = '__storage_test__';

/** True when local storage can be written and read back. */
export function storageAvailable(storage: Storage | undefined): storage is Storage {
  try {
    if (!storage) return false;
    storage.setItem(TEST_KEY, TEST_KEY);
    storage.removeItem(TEST_KEY);
    return true;
  } catch {
    return false;
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a key, or null when storage is unavailable or the key is absent. */
export function readStored(key: string): string | null {
  const storage = browserStorage();
  if (!storageAvailable(storage)) return null;
  return storage.getItem(key);
}

/** Writes a key; returns false when storage is unavailable. */
export function writeStored(key: string, value: string): boolean {
  const storage = browserStorage();
  if (!storageAvailable(storage)) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
