// The playground links of the guides' example steps: made once from the content's files, one
// per step on its first bound block, and only for steps webpack can build.
import { createMarkdownRenderer } from '../../server/markdown/createMarkdownRenderer';
import { boundStep } from '../../server/markdown/plugins/playgroundLinks';
import { exampleProjects, forPlayground, notPlayable, playgroundLinks } from '../../server/markdown/playgroundProjects';

const files = [
  { path: 'examples/package.json', source: '{"devDependencies":{"webpack":"5.112.2"}}' },
  { path: 'examples/guide/0-start/package.json', source: '{"name":"demo"}' },
  { path: 'examples/guide/1-build/package.json', source: '{"name":"demo","dependencies":{"date-fns":"4.4.0"},"devDependencies":{"webpack":"5"}}' },
  { path: 'examples/guide/1-build/src/index.js', source: 'console.log(1);\n' },
  { path: 'data/sponsors.json', source: '{}' },
];

const decode = (href: string) => JSON.parse(Buffer.from(href.replace(/^\/playground\/#project=/, ''), 'base64url').toString('utf8')) as { files: Record<string, string> };

describe('example projects for the playground', () => {
  it('groups the files of examples/<guide>/<step>/ by step and leaves the rest out', () => {
    expect([...exampleProjects(files).keys()]).toEqual(['guide/0-start', 'guide/1-build']);
  });

  it('links only steps webpack can build, their package.json without devDependencies', () => {
    const links = playgroundLinks(files);
    expect([...links.keys()]).toEqual(['guide/1-build']);
    expect(decode(links.get('guide/1-build') ?? '').files).toEqual({ 'package.json': '{\n  "name": "demo",\n  "dependencies": {\n    "date-fns": "4.4.0"\n  }\n}\n', 'src/index.js': 'console.log(1);\n' });
  });

  it('carries a step\'s binary files in base64 beside its text files, and only the step\'s own', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]).toString('base64');
    const links = playgroundLinks(files, [
      { path: 'examples/guide/1-build/src/logo.png', base64: png },
      { path: 'examples/other/1-build/src/logo.png', base64: png },
    ]);
    const project = JSON.parse(Buffer.from((links.get('guide/1-build') ?? '').replace(/^\/playground\/#project=/, ''), 'base64url').toString('utf8')) as { files: Record<string, string>; binary?: Record<string, string> };
    expect(project.binary).toEqual({ 'src/logo.png': png });
    expect(Object.keys(project.files).sort()).toEqual(['package.json', 'src/index.js']);
    // A step without binary files keeps the text-only form.
    expect('binary' in decode(playgroundLinks(files).get('guide/1-build') ?? '')).toBe(false);
  });

  it('offers no step the playground cannot build as it is: a binary file too large for a link, a package it does not ship', () => {
    expect([...playgroundLinks(files, [{ path: 'examples/guide/1-build/src/movie.webm', base64: null }]).keys()]).toEqual([]);
    expect([...playgroundLinks(files, [{ path: 'examples/other/1-build/src/movie.webm', base64: null }]).keys()]).toEqual(['guide/1-build']);
    expect(notPlayable({ 'src/index.js': '' }, ['src/movie.webm'])).toBe('it holds binary files too large for a link (src/movie.webm)');
    expect(notPlayable({ 'package.json': '{"devDependencies":{"webpack":"5","workbox-webpack-plugin":"7"}}' }, [])).toBe('the playground does not ship workbox-webpack-plugin');
    expect(notPlayable({ 'package.json': '{"devDependencies":{"webpack":"5","css-loader":"7","html-webpack-plugin":"5","yaml":"2","webpack-manifest-plugin":"6"}}' }, [])).toBeNull();
    // Packages that only serve the build (a server script) do not stop it: the build never loads them.
    expect(notPlayable({ 'package.json': '{"devDependencies":{"webpack":"5","express":"4","webpack-dev-middleware":"7"}}' }, [])).toBeNull();
  });

  it('leaves a manifest it cannot read as it is, for webpack to report', () => {
    expect(forPlayground({ 'package.json': '{ nope' })).toEqual({ 'package.json': '{ nope' });
  });

  it('reads the step of a bound fence from file=, to= or run=', () => {
    expect(boundStep('js file=guide/1-build/src/index.js')).toBe('guide/1-build');
    expect(boundStep('diff from=guide/0-start/package.json to=guide/1-build/package.json')).toBe('guide/1-build');
    expect(boundStep('text run=guide/1-build')).toBe('guide/1-build');
    expect(boundStep('js title="webpack.config.js"')).toBeNull();
  });

  it('puts one link after the first block of each step, none on other blocks', () => {
    const renderer = createMarkdownRenderer({ playgroundLinks: playgroundLinks(files) });
    const body = ['```js file=guide/1-build/src/index.js', 'console.log(1);', '```', '', '```text run=guide/1-build', 'done', '```', '', '```js', 'other();', '```', ''].join('\n');
    const { html } = renderer.render(body, 'guides/demo.mdx');
    const links = [...html.matchAll(/<a href="([^"]+)" data-open-playground="([^"]+)">Open in playground<\/a>/g)];
    expect(links.map((m) => m[2])).toEqual(['guide/1-build']);
    expect(decode((links[0]?.[1] ?? '').replace(/&amp;/g, '&')).files['src/index.js']).toBe('console.log(1);\n');
  });
});
