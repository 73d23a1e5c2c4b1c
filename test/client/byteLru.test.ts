import { createByteLru } from '../../client/lib/byteLru';

describe('byte-bounded LRU', () => {
  it('keeps entries while their total fits and drops the least recently used beyond it', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect({ size: lru.size, bytes: lru.bytes }).toEqual({ size: 2, bytes: 80 });
  });

  it('replaces an entry under the same key and counts only its new size', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'old', 60);
    lru.set('a', 'new', 30);
    expect(lru.get('a')).toBe('new');
    expect(lru.bytes).toBe(30);
  });

  it('does not keep a value larger than the whole budget, and drops what it replaced', () => {
    const lru = createByteLru<string>(100);
    lru.set('a', 'A', 10);
    lru.set('a', 'huge', 101);
    expect(lru.get('a')).toBeUndefined();
    expect({ size: lru.size, bytes: lru.bytes }).toEqual({ size: 0, bytes: 0 });
  });

  it('stays within its budget over a long series of entries', () => {
    const lru = createByteLru<number>(1000);
    for (let i = 0; i < 10_000; i += 1) {
      lru.set(`page-${i}`, i, 50 + (i % 7) * 30);
      expect(lru.bytes).toBeLessThanOrEqual(1000);
    }
    expect(lru.get('page-9999')).toBe(9999);
  });
});
