// VERSION_DIRS, read like TRANSLATION_DIRS: each entry a major version and its folder. A bad
// entry is a configuration error naming it; without the variable no older version is served.
import { join } from 'node:path';
import { parseConfig, ConfigError } from '../../../server/config';
import { parseVersionDirs } from '../../../server/configVersions';

describe('VERSION_DIRS', () => {
  it('reads major=folder entries, folders resolved against the working directory', () => {
    expect(parseVersionDirs(' 4=../v4/content , 3=/abs/v3 ', '/srv/site')).toEqual([
      { name: '4', dir: join('/srv', 'v4', 'content') },
      { name: '3', dir: '/abs/v3' },
    ]);
  });

  it('serves no older version without the variable', () => {
    expect(parseConfig({}, '/srv').versions).toEqual([]);
    expect(parseConfig({ VERSION_DIRS: '' }, '/srv').versions).toEqual([]);
  });

  it.each([
    ['folder-only', /VERSION_DIRS entry "folder-only" must be major=folder/],
    ['4=', /VERSION_DIRS entry "4=" must be major=folder/],
    ['v4=../x', /"v4" is not a major version number/],
    ['5=../x', /version 5 is not older than the current version 5/],
    ['4=../a,4=../b', /VERSION_DIRS names version 4 more than once/],
  ])('refuses %s with a message naming it', (value, message) => {
    expect(() => parseConfig({ VERSION_DIRS: value }, '/srv')).toThrow(ConfigError);
    expect(() => parseConfig({ VERSION_DIRS: value }, '/srv')).toThrow(message);
  });

  it('gives each older version its share of the default cache budget', () => {
    const one = parseConfig({}, '/srv').cacheMaxBytes;
    expect(parseConfig({ VERSION_DIRS: '4=/v4' }, '/srv').cacheMaxBytes).toBeGreaterThan(one);
  });
});
