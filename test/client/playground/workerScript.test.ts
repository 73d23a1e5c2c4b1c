// The page fetches packs for the worker, which runs project code: only this release's own pack
// addresses, whatever ids the worker sends.
import { loadPacks } from '../../../client/playground/lib/workerScript';

describe('packs asked for by the worker', () => {
  it('fetches nothing for an id that is not one of the release\'s packs', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      for (const id of ['constructor', '__proto__', '../api/search', 'https://example.org/x']) {
        await expect(loadPacks([id])).rejects.toThrow(/has no package pack named/);
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
