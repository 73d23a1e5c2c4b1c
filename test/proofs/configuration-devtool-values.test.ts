// Proofs of the keyword sections, the comparison table and the recommendations of
// /configuration/devtool/: a two-module project whose second module goes through a loader that
// hands over its own source map (pointing at `original-math.ts`), built with each value.
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource, type Built } from './proof';

const loader = `module.exports = function (source) {
  const map = { version: 3, sources: ['original-math.ts'], sourcesContent: ['ORIGINAL SOURCE TEXT'], names: [], mappings: ';;AAAA;AACA;AACA' };
  this.callback(null, '// transformed\\n// by loader\\n' + source, map);
};
`;

const files = {
  'src/index.js': "import { add } from './math.js';\nconsole.log(add(1, 2));\n",
  'src/math.js': 'export function add(a, b) {\n  return a + b;\n}\n',
  'loader.js': loader,
};

interface SourceMap {
  sources: string[];
  sourcesContent?: string[];
  mappings: string;
  debugId?: string;
}

/** What one devtool value produced: the bundle, its maps (separate file or data URLs) and what a debugger sees. */
interface Mapped {
  built: Built;
  main: string;
  maps: SourceMap[];
  shows: string;
}

const builds = new Map<string, Promise<Mapped>>();

/** One build per value and mode, shared by the proofs that read it. */
function withDevtool(devtool: webpack.Configuration['devtool'], mode: 'development' | 'production' = 'development'): Promise<Mapped> {
  const key = `${String(devtool)}-${mode}`;
  if (!builds.has(key)) builds.set(key, buildWith(devtool, mode));
  return builds.get(key) as Promise<Mapped>;
}

async function buildWith(devtool: webpack.Configuration['devtool'], mode: 'development' | 'production'): Promise<Mapped> {
  const dir = await projectDir(`devtool-${String(devtool)}-${mode}`);
  const built = await build(dir, files, {
    mode,
    devtool,
    entry: './src/index.js',
    module: { rules: [{ test: /math\.js$/, use: './loader.js' }] },
    optimization: mode === 'development' ? {} : { concatenateModules: false },
  });
  const main = await built.read('main.js');
  const maps: SourceMap[] = [];
  if (built.files.includes('main.js.map')) maps.push(JSON.parse(await built.read('main.js.map')) as SourceMap);
  for (const [, data] of main.matchAll(/sourceMappingURL=data:application\/json;charset=utf-8;base64,([A-Za-z0-9+/=]+)/g)) {
    maps.push(JSON.parse(Buffer.from(data ?? '', 'base64').toString('utf8')) as SourceMap);
  }
  return { built, main, maps, shows: debuggerShows(built, main, maps) };
}

/** The last column of the comparison table, read from the output. */
function debuggerShows(built: Built, main: string, maps: SourceMap[]): string {
  if (maps.length === 0) return main.includes('eval(') ? 'generated' : 'bundle';
  const content = maps.flatMap((m) => m.sourcesContent ?? []).join('\n');
  if (!/sourceMappingURL=/.test(main) && built.files.includes('main.js.map')) return 'unreferenced';
  const original = maps.some((m) => m.sources.some((s) => s.includes('original-math.ts')));
  const columns = maps.some((m) => m.mappings.includes(','));
  const kind = !original ? 'transformed' : columns ? 'original' : 'original lines';
  if (!content) return `${kind}, no content`;
  // With content: a transformed map holds the loader's output, an original one the text the loader was given.
  expect(content.includes(original ? 'ORIGINAL SOURCE TEXT' : '// transformed')).toBe(true);
  return kind;
}

describe('/configuration/devtool/ values', () => {
  proves('/configuration/devtool/#eval', 'eval wraps each module with a sourceURL comment and no map; eval-*-source-map puts a data URL map inside each eval string', async () => {
    const plain = await withDevtool('eval');
    expect(plain.main).toMatch(/eval\("(?:[^"\\]|\\.)*\/\/# sourceURL=webpack:\/\/\/\.\/src\/math\.js/);
    expect(plain.maps).toEqual([]);
    const mapped = await withDevtool('eval-source-map');
    expect(mapped.built.files).toEqual(['main.js']);
    expect(mapped.main).toMatch(/eval\("(?:[^"\\]|\\.)*\/\/# sourceMappingURL=data:application\/json/);
    expect(mapped.maps).toHaveLength(2);
  });

  proves('/configuration/devtool/#eval', 'the eval plugins keep the generated string of each module in a cache keyed by its source, so an unchanged module is not rendered again', async () => {
    for (const file of ['lib/devtool/EvalSourceMapDevToolPlugin.js', 'lib/devtool/EvalDevToolModulePlugin.js']) {
      expect(await webpackSource(file, 'const cache = new WeakMap();', 1)).toBe('const cache = new WeakMap();');
    }
    const render = await webpackSource('lib/devtool/EvalSourceMapDevToolPlugin.js', 'const cachedSource = cache.get(source);', 4);
    expect(render).toMatch(/if \(cachedSource !== undefined\) \{\s*return cachedSource;/);
  });

  proves('/configuration/devtool/#cheap', 'without module a cheap map shows the loader output; with module (and for source-map) the loader map is followed to the original', async () => {
    expect((await withDevtool('cheap-source-map')).shows).toBe('transformed');
    expect((await withDevtool('cheap-module-source-map')).shows).toBe('original lines');
    expect((await withDevtool('source-map')).shows).toBe('original');
  });

  proves('/configuration/devtool/#module', 'module merges the maps loaders hand over; non-cheap values always do', async () => {
    const cheapModule = await withDevtool('cheap-module-source-map');
    expect(cheapModule.maps[0]?.sources).toContain('webpack:///original-math.ts');
    const full = await withDevtool('source-map');
    expect(full.maps[0]?.sources).toContain('webpack:///original-math.ts');
  });

  proves('/configuration/devtool/#inline', 'inline appends the map as a base64 data URL and writes no .map file', async () => {
    const inline = await withDevtool('inline-source-map');
    expect(inline.built.files).toEqual(['main.js']);
    expect(inline.main).toMatch(/\n\/\/# sourceMappingURL=data:application\/json;charset=utf-8;base64,/);
  });

  proves('/configuration/devtool/#hidden', 'hidden writes the full .map file but no sourceMappingURL comment', async () => {
    const hidden = await withDevtool('hidden-source-map');
    expect(hidden.built.files).toEqual(['main.js', 'main.js.map']);
    expect(hidden.main).not.toMatch(/sourceMappingURL/);
    expect(hidden.maps[0]?.sourcesContent?.join('\n')).toContain('ORIGINAL SOURCE TEXT');
  });

  proves('/configuration/devtool/#nosources', 'nosources keeps file names and mappings but leaves out sourcesContent', async () => {
    const map = (await withDevtool('nosources-source-map')).maps[0];
    expect(map?.sourcesContent).toBeUndefined();
    expect(map?.sources).toContain('webpack:///original-math.ts');
    expect(map?.mappings.length).toBeGreaterThan(10);
  });

  proves('/configuration/devtool/#debugids', 'the -debugids suffix writes the same debug ID into the bundle and its map', async () => {
    const withIds = await withDevtool('source-map-debugids');
    const id = /\/\/# debugId=([0-9a-f-]{36})/.exec(withIds.main)?.[1];
    expect(id).toBeDefined();
    expect(withIds.maps[0]?.debugId).toBe(id);
    expect((await withDevtool('source-map')).main).not.toMatch(/debugId/);
  });

  proves('/configuration/devtool/#comparison-of-all-values', 'each value of the table gives what its "Debugger shows" column says', async () => {
    const table: Array<[webpack.Configuration['devtool'], string]> = [
      [false, 'bundle'],
      ['eval', 'generated'],
      ['eval-cheap-source-map', 'transformed'],
      ['eval-cheap-module-source-map', 'original lines'],
      ['eval-source-map', 'original'],
      ['eval-nosources-cheap-source-map', 'transformed, no content'],
      ['eval-nosources-cheap-module-source-map', 'original lines, no content'],
      ['eval-nosources-source-map', 'original, no content'],
      ['cheap-source-map', 'transformed'],
      ['cheap-module-source-map', 'original lines'],
      ['source-map', 'original'],
      ['nosources-cheap-source-map', 'transformed, no content'],
      ['nosources-cheap-module-source-map', 'original lines, no content'],
      ['nosources-source-map', 'original, no content'],
      ['inline-cheap-source-map', 'transformed'],
      ['inline-cheap-module-source-map', 'original lines'],
      ['inline-source-map', 'original'],
      ['inline-nosources-cheap-source-map', 'transformed, no content'],
      ['inline-nosources-cheap-module-source-map', 'original lines, no content'],
      ['inline-nosources-source-map', 'original, no content'],
      ['hidden-cheap-source-map', 'unreferenced'],
      ['hidden-cheap-module-source-map', 'unreferenced'],
      ['hidden-source-map', 'unreferenced'],
      ['hidden-nosources-cheap-source-map', 'unreferenced'],
      ['hidden-nosources-cheap-module-source-map', 'unreferenced'],
      ['hidden-nosources-source-map', 'unreferenced'],
    ];
    const shown: Array<[webpack.Configuration['devtool'], string]> = [];
    for (const [devtool] of table) shown.push([devtool, (await withDevtool(devtool)).shows]);
    expect(shown).toEqual(table);
  });

  proves('/configuration/devtool/#comparison-of-all-values', 'the built-in minimizer maps its output back through the source map, so production maps still point at the original code', async () => {
    const minified = await withDevtool('source-map', 'production');
    expect(minified.main.trim().split('\n')).toHaveLength(2); // the code, then the sourceMappingURL comment
    expect(minified.maps[0]?.sources).toContain('webpack:///original-math.ts');
    expect(minified.maps[0]?.sourcesContent?.join('\n')).toContain('ORIGINAL SOURCE TEXT');
  });

  proves('/configuration/devtool/#finer-control-with-plugins', 'the plugin example: maps in maps/, vendors excluded, [url] is the relative map path; devtool and the plugin together write two maps', async () => {
    const lazyFiles = { 'src/index.js': "import('./vendors.js');\nconsole.log('main');\n", 'src/vendors.js': "export default 'v';\n" };
    const plugin = await build(await projectDir('devtool-plugin'), lazyFiles, {
      mode: 'development',
      entry: './src/index.js',
      devtool: false,
      output: { chunkFilename: '[name].js' },
      plugins: [new webpack.SourceMapDevToolPlugin({ filename: 'maps/[file].map', exclude: [/vendors/], append: '\n//# sourceMappingURL=https://errors.example.test/[url]' })],
    });
    expect(plugin.files).toEqual(['main.js', 'maps/main.js.map', 'src_vendors_js.js']);
    expect(await plugin.read('main.js')).toMatch(/\n\/\/# sourceMappingURL=https:\/\/errors\.example\.test\/maps\/main\.js\.map$/);
    const both = await build(await projectDir('devtool-plugin-both'), lazyFiles, {
      mode: 'development',
      entry: './src/index.js',
      devtool: 'source-map',
      output: { chunkFilename: '[name].js' },
      plugins: [new webpack.SourceMapDevToolPlugin({ filename: 'maps/[file].map' })],
    });
    expect(both.files).toEqual(['main.js', 'main.js.map', 'maps/main.js.map', 'maps/src_vendors_js.js.map', 'src_vendors_js.js', 'src_vendors_js.js.map']);
    expect((await both.read('main.js')).match(/sourceMappingURL=/g)).toHaveLength(2);
  });

  proves('/configuration/devtool/#development', "mode: 'development' maps JavaScript with eval", async () => {
    const dev = await build(await projectDir('devtool-dev-default'), files, { mode: 'development', entry: './src/index.js' });
    expect(await dev.read('main.js')).toMatch(/eval\("(?:[^"\\]|\\.)*\/\/# sourceURL=webpack:\/\/\/\.\/src\/index\.js/);
    expect(dev.files).toEqual(['main.js']);
  });

  proves('/configuration/devtool/#production', 'production emits no maps by default; source-map references its file, hidden-source-map does not, nosources-source-map has no source text', async () => {
    const none = await withDevtool(undefined, 'production');
    expect(none.built.files).toEqual(['main.js']);
    expect(none.maps).toEqual([]);
    const full = await withDevtool('source-map', 'production');
    expect(full.main).toMatch(/\/\/# sourceMappingURL=main\.js\.map/);
    const hidden = await withDevtool('hidden-source-map', 'production');
    expect(hidden.built.files).toEqual(['main.js', 'main.js.map']);
    expect(hidden.main).not.toMatch(/sourceMappingURL/);
    expect((await withDevtool('nosources-source-map', 'production')).maps[0]?.sourcesContent).toBeUndefined();
  });
});
