import { ChunkLoadError, CssChunkLoadError, ModuleNotFoundError, createChunkLoader, type LoaderEnvironment } from '../../client/lib/chunkLoader';

function environment(status = 404): LoaderEnvironment & { fire: () => void } {
  let pending: (() => void) | null = null;
  return {
    probe: async () => status,
    setTimer: (callback) => {
      pending = callback;
      return 1;
    },
    clearTimer: () => {
      pending = null;
    },
    fire: () => pending?.(),
  };
}

describe('chunk loader', () => {
  it('moves a chunk from unrequested to loading to loaded', async () => {
    const loader = createChunkLoader({ a: async () => ({ value: 1 }) }, environment());
    expect(loader.state('a')).toBe('unrequested');
    const promise = loader.load<{ value: number }>('a');
    expect(loader.state('a')).toBe('loading');
    expect((await promise).value).toBe(1);
    expect(loader.state('a')).toBe('loaded');
  });

  it('names a missing chunk with its URL, and an unreachable one as error', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chunk-X.js');
    };
    const missing = createChunkLoader({ a: failing }, environment(404));
    await expect(missing.load('a')).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: 'http://localhost/assets/chunk-X.js' });
    expect(missing.state('a')).toBe('failed');
    const broken = createChunkLoader({ a: failing }, environment(500));
    await expect(broken.load('a')).rejects.toMatchObject({ type: 'error' });
  });

  it('times out', async () => {
    const env = environment();
    const loader = createChunkLoader({ a: () => new Promise(() => undefined) }, env, 120000);
    const promise = loader.load('a');
    env.fire();
    await expect(promise).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(promise).rejects.toMatchObject({ type: 'timeout' });
  });

  it('reports stylesheet failures as CSS_CHUNK_LOAD_FAILED and unknown names as MODULE_NOT_FOUND', async () => {
    const loader = createChunkLoader({ css: async () => { throw new Error('Unable to preload CSS for /assets/chunk-Y.css'); } }, environment());
    await expect(loader.load('css')).rejects.toBeInstanceOf(CssChunkLoadError);
    await expect(loader.load('css')).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED', request: '/assets/chunk-Y.css' });
    await expect(loader.load('nope')).rejects.toBeInstanceOf(ModuleNotFoundError);
    await expect(loader.load('nope')).rejects.toMatchObject({ code: 'MODULE_NOT_FOUND' });
  });

  it('can retry a failed chunk', async () => {
    let calls = 0;
    const loader = createChunkLoader({ a: async () => { calls += 1; if (calls === 1) throw new Error('boom'); return 'ok'; } }, environment(500));
    await expect(loader.load('a')).rejects.toBeTruthy();
    await expect(loader.load('a')).resolves.toBe('ok');
  });
});
