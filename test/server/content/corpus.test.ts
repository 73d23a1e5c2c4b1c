import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildContent, type ContentSnapshot } from '../../../server/content/contentSnapshot';
import { readContentFolder } from '../../../server/content/read';
import { createMarkdownRenderer } from '../../../server/markdown/createMarkdownRenderer';
import { CORPUS_DIR, describeWithCorpus } from '../../helpers/corpus';

// The upstream corpus sits beside the repository; without it these tests cannot run.

describeWithCorpus([CORPUS_DIR], 'the upstream corpus', () => {
  let snapshot: ContentSnapshot;
  beforeAll(async () => {
    const files = await readContentFolder(CORPUS_DIR);
    snapshot = buildContent(files, createMarkdownRenderer(), { editBase: 'https://example.org/edit' });
  });

  it('loads all 143 pages without errors', () => {
    expect(snapshot.problems).toEqual([]);
    expect(snapshot.pages.size).toBe(143);
  });

  it.each([
    ['guides/getting-started.mdx', '/guides/getting-started/'],
    ['index.mdx', '/'],
    ['concepts/index.mdx', '/concepts/'],
    ['api/cli.mdx', '/api/cli/'],
    ['configuration/output.mdx', '/configuration/output/'],
    ['configuration/infrastructureLogging.mdx', '/configuration/infrastructureLogging/'],
    ['plugins/split-chunks-plugin.mdx', '/plugins/split-chunks-plugin/'],
    ['plugins/NoEmitOnErrorsPlugin.mdx', '/plugins/NoEmitOnErrorsPlugin/'],
    ['migrate/5.mdx', '/migrate/5/'],
    ['blog/2020-10-10-webpack-5-release.mdx', '/blog/2020-10-10-webpack-5-release/'],
    ['contribute/writing-a-loader.mdx', '/contribute/writing-a-loader/'],
    ['loaders/index.mdx', '/loaders/'],
    ['comparison.mdx', '/comparison/'],
  ])('gives %s the url %s', (path, url) => {
    expect(snapshot.pages.get(url)?.node.path).toBe(path);
  });

  it('lists the anchors of a page exactly as its ## and ### headings', () => {
    const source = readFileSync(join(CORPUS_DIR, 'concepts/output.mdx'), 'utf8');
    const headings = [...source.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => ({ level: (m[1] ?? '').length, title: (m[2] ?? '').trim() }));
    const anchors = snapshot.pages.get('/concepts/output/')?.node.anchors ?? [];
    expect(anchors.map(({ level, title }) => ({ level, title }))).toEqual(headings);
    expect(anchors.map((a) => a.id)).toEqual(['usage', 'multiple-entry-points', 'advanced']);
  });

  it('orders the concepts sidebar by sort', () => {
    expect(snapshot.sections.get('concepts')?.pages.map((p) => p.url)).toEqual([
      '/concepts/', '/concepts/entry-points/', '/concepts/output/', '/concepts/loaders/', '/concepts/plugins/',
      '/concepts/configuration/', '/concepts/modules/', '/concepts/module-resolution/', '/concepts/module-federation/',
      '/concepts/dependency-graph/', '/concepts/targets/', '/concepts/manifest/', '/concepts/hot-module-replacement/',
      '/concepts/why-webpack/', '/concepts/under-the-hood/',
    ]);
  });

  it('orders the guides sidebar by sort, then title', () => {
    const titles = snapshot.sections.get('guides')?.pages.map((p) => p.title) ?? [];
    expect(titles.slice(0, 7)).toEqual(['Guides', 'Getting Started', 'Asset Management', 'Output Management', 'Development', 'Code Splitting', 'Caching']);
    expect(titles.indexOf('TypeScript')).toBe(titles.indexOf('Web Workers') - 1);
    expect(titles.slice(-6)).toEqual(['Integrations', 'Advanced entry', 'Asset Modules', 'Package exports', 'Modern Web Platform', 'Native CSS']);
  });

  it('leaves no MDX or callout syntax as text outside code blocks', () => {
    const leaks: string[] = [];
    for (const page of snapshot.pages.values()) {
      const prose = page.html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code>[\s\S]*?<\/code>/g, '');
      const checks: [RegExp, string][] = [
        [/<p>[TW?]&gt;/, 'callout marker'],
        [/(^|\n|<p>)(import|export) /, 'import/export line'],
        [/&lt;Badge|<Badge/, '<Badge'],
        [/&lt;StackBlitzPreview|<StackBlitzPreview/, '<StackBlitzPreview'],
        [/\{\/\*/, '{/*'],
      ];
      for (const [pattern, what] of checks) if (pattern.test(prose)) leaks.push(`${page.node.path}: ${what}`);
    }
    expect(leaks).toEqual([]);
  });
});
