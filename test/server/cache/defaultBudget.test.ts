// The default cache budget grows with the configured languages, so that every page and page
// data of each stays cached; an operator's CACHE_MAX_BYTES still wins.
import { defaultCacheBytes, parseConfig } from '../../../server/config';

describe('the default cache budget', () => {
  it('is 64 MiB for the English site and 32 MiB more for each translation', () => {
    expect(parseConfig({}, '/').cacheMaxBytes).toBe(64 * 2 ** 20);
    expect(parseConfig({ TRANSLATION_DIRS: 'ko=../ko' }, '/').cacheMaxBytes).toBe(96 * 2 ** 20);
    expect(parseConfig({ TRANSLATION_DIRS: 'ko=../ko,zh=../zh' }, '/').cacheMaxBytes).toBe(defaultCacheBytes(2));
  });

  it('gives way to CACHE_MAX_BYTES', () => {
    expect(parseConfig({ TRANSLATION_DIRS: 'ko=../ko', CACHE_MAX_BYTES: '1048576' }, '/').cacheMaxBytes).toBe(1048576);
  });
});
