import { isContentPath, isDataPath, isIgnoredPath, isPagePath, isWithin } from '../../../server/content/contentPaths';

describe('content paths', () => {
  it.each(['guide/a.mdx.swp', 'guide/.a.mdx.swp', 'guide/a.mdx.swx', 'guide/a.mdx~', 'guide/#a.mdx#', 'guide/.#a.mdx', 'guide/4913', 'guide/5036', 'guide/a.mdx.tmp', 'guide/a.mdx___jb_tmp___', 'guide/a.mdx___jb_old___', 'guide/a.mdx.bak', 'guide/a.mdx.crswap', '.git/HEAD', 'node_modules/x/readme.md'])(
    'never takes the editor or tool leftover %s for content',
    (path) => {
      expect(isIgnoredPath(path)).toBe(true);
      expect(isContentPath(path)).toBe(false);
    },
  );

  it('knows pages and data files, including in folders named with digits', () => {
    expect(isPagePath('blog/2024/post.mdx')).toBe(true);
    expect(isPagePath('guide/a.md')).toBe(true);
    expect(isDataPath('data/sponsors.json')).toBe(true);
    expect(isDataPath('redirects.json')).toBe(true);
    expect(isDataPath('guide/other.json')).toBe(false);
    expect(isPagePath('guide/4913.md')).toBe(true);
  });

  it('reads an example project\'s files, its Markdown included, as data and never as pages', () => {
    expect(isPagePath('examples/guide/1-step/README.md')).toBe(false);
    expect(isDataPath('examples/guide/1-step/README.md')).toBe(true);
    expect(isDataPath('examples/guide/1-step/src/data/events.yaml')).toBe(true);
    expect(isDataPath('examples/guide/1-step/src/logo.png')).toBe(false);
    // A folder of pages that only starts like the examples is still pages.
    expect(isPagePath('examples/index.md')).toBe(true);
  });

  it('tells whether a path lies in a folder', () => {
    expect(isWithin('guide/a.mdx', 'guide')).toBe(true);
    expect(isWithin('guidebook/a.mdx', 'guide')).toBe(false);
    expect(isWithin('guide/a.mdx', 'guide/a.mdx')).toBe(true);
    expect(isWithin('anything', '')).toBe(true);
  });
});
