// A small least-recently-used store bounded by bytes, for what the browser keeps between
// client navigations (page data, article HTML included): a long reading session keeps the last
// few pages for quick returns instead of every page it ever opened.

/** An LRU map whose entries carry a size; the total stays within maxBytes. */
export interface ByteLru<V> {
  /** The value, marked as used most recently; undefined when absent. */
  get(key: string): V | undefined;
  /** Stores the value (replacing one under the key) and drops the least recently used entries
   * until the total fits; a value larger than the whole budget is not kept. */
  set(key: string, value: V, bytes: number): void;
  /** Removes every entry. */
  clear(): void;
  /** Entries and their total size, for tests and diagnostics. */
  readonly size: number;
  readonly bytes: number;
}

/** Creates an empty store holding at most maxBytes. */
export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
