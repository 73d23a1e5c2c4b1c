// Builds the client (hashed ESM with code splitting, minified, source maps, manifest from the
// metafile) and the server (one CommonJS file with packages left external) into dist/.
// `--bench` also bundles the benchmarks (test/bench/), which the production build must not need:
// the container image builds without test/.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import { writePlaygroundWorker } from './client/playground/build/workerBundle.mjs';
import { writeOptionDocs } from './client/playground/build/writeOptionDocs.mjs';

const outDir = 'dist';
const withBench = process.argv.includes('--bench');
const clientOut = `${outDir}/client`;

/** Public URL of an output file below dist/client. */
function publicUrl(file) {
  return `/${relative(clientOut, file).split('\\').join('/')}`;
}

/** Writes .br and .gz siblings of the hashed assets, so the server never compresses them. */
async function precompress(files) {
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }));
      await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
    }),
  );
}

/** Bundles the service worker with this build's id and the hashed files it precaches. */
async function writeServiceWorker(files) {
  const precache = files.filter((f) => /\.(js|css)$/.test(f)).map(publicUrl).sort();
  const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  await build({
    entryPoints: ['client/sw/sw.ts'],
    outfile: `${clientOut}/public/sw.js`,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    define: { __BUILD_ID__: JSON.stringify(buildId), __PRECACHE__: JSON.stringify(precache) },
    logLevel: 'warning',
  });
}

/** react-router publishes its production build only as a file path (its package exports point
 * at the development build, full of checks and warnings); both bundles use the production one. */
const productionAliases = { 'react-router': './node_modules/react-router/dist/production/index.mjs' };

/**
 * Lets esbuild drop the parts of react-router this site never uses (Link, NavLink, Form,
 * ScrollRestoration, the data and framework routers). Its production build creates components
 * with top-level calls such as `var Link = React.forwardRef(...)` and then sets
 * `Link.displayName = "Link"`; both look like side effects, so everything they reach stayed in
 * the bundle. The plugin marks those calls pure and removes the display names (which only React's
 * developer tools read). A react-router release of another shape is left as it is and reported.
 */
function reactRouterTreeShaking() {
  const file = /react-router[\\/]dist[\\/]production[\\/]chunk-[A-Za-z0-9]+\.mjs$/;
  return {
    name: 'react-router-tree-shaking',
    setup(pluginBuild) {
      let changed = 0;
      pluginBuild.onStart(() => {
        changed = 0;
      });
      pluginBuild.onLoad({ filter: file }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const contents = source
          .replace(/^[\t ]*[\w$]+\.displayName = "[^"\n]*";$/gm, () => {
            changed += 1;
            return '';
          })
          .replace(/= (React\d*\.(?:forwardRef|memo|createContext)\()/g, (_, call) => {
            changed += 1;
            return `= /* @__PURE__ */ ${call}`;
          });
        return { contents, loader: 'js' };
      });
      pluginBuild.onEnd((result) => {
        if (changed === 0 && result.errors.length === 0) {
          console.warn('react-router-tree-shaking: nothing to change in this react-router release; the bundle keeps all of it');
        }
      });
    },
  };
}

async function buildClient() {
  // The playground's worker (the pinned webpack) is a file of its own, loaded only when a reader
  // opens the playground, and so is each pack of big packages (babel, html-webpack-plugin),
  // loaded only when a project names one; the client learns their hashed names at build time.
  const { worker: playgroundWorker, packs: playgroundPacks } = await writePlaygroundWorker(`${clientOut}/assets`, { withSingle: withBench });
  // The playground's option tooltips (schema and defaults of the pinned webpack), fetched by the
  // playground when it shows options.
  const playgroundOptions = await writeOptionDocs(`${clientOut}/assets`);
  const result = await build({
    entryPoints: { main: 'client/entry.tsx' },
    outdir: `${clientOut}/assets`,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    sourcemap: true,
    metafile: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', __PLAYGROUND_WORKER__: JSON.stringify(`/assets/${playgroundWorker}`), __PLAYGROUND_PACKS__: JSON.stringify(JSON.stringify(playgroundPacks)), __PLAYGROUND_OPTIONS__: JSON.stringify(`/assets/${playgroundOptions}`) },
    alias: productionAliases,
    plugins: [reactRouterTreeShaking()],
    legalComments: 'linked',
    // Chromium's explicit compile hint: compile every function of a chunk together with the
    // chunk, on the thread that streams it in. Without it, calling the module factory of
    // react-dom (wrapped as CommonJS) first compiles it on the main thread, inside the entry's
    // evaluation: the longest task of a page load on a slow phone.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, out]) => out.entryPoint === 'client/entry.tsx');
  if (!entry) throw new Error('esbuild produced no client entry');
  const [script, info] = entry;
  const byFile = new Map(outputs);
  /** An output file and every chunk it statically imports, transitively. */
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of byFile.get(file)?.imports ?? []) if (i.kind === 'import-statement') staticClosure(i.path, seen);
    return seen;
  };
  const first = staticClosure(script);
  // Screens in chunks of their own: what a page of that screen preloads beside the entry.
  const screens = {};
  for (const [file, out] of outputs) {
    if (!out.entryPoint?.startsWith('client/pages/') || !file.endsWith('.js')) continue;
    screens[out.entryPoint] = [...staticClosure(file)].filter((f) => !first.has(f)).map(publicUrl);
  }
  const manifest = {
    script: publicUrl(script),
    styles: info.cssBundle ? [publicUrl(info.cssBundle)] : [],
    preload: [...first].filter((f) => f !== script).map(publicUrl),
    screens,
  };
  await writeFile(`${clientOut}/manifest.json`, JSON.stringify(manifest, null, 2));
  await writeFile(`${clientOut}/metafile.json`, JSON.stringify(result.metafile));
  await cp('client/public', `${clientOut}/public`, { recursive: true });
  await writeServiceWorker(outputs.map(([file]) => file));
  await precompress(outputs.map(([file]) => file).filter((f) => /\.(js|css)$/.test(f)));
  return manifest;
}

async function buildServer() {
  await build({
    entryPoints: {
      'server/index': 'server/index.ts',
      // Live reload's render worker, loaded by the server from beside its own bundle.
      'server/renderWorker': 'server/content/renderWorker.ts',
      'tools/checkLinks': 'server/tools/checkLinks.ts',
      'tools/checkReference': 'server/tools/checkReference.ts',
      'tools/updateSponsors': 'server/tools/updateSponsors.ts',
      'tools/updateOptionVersions': 'server/tools/updateOptionVersions.ts',
      'tools/exportSite': 'server/tools/exportCli.ts',
      ...(withBench ? { 'tools/bench': 'test/bench/bench.ts' } : {}),
    },
    outdir: outDir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    alias: productionAliases,
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  });
}

const started = Date.now();
await rm(outDir, { recursive: true, force: true });
await mkdir(clientOut, { recursive: true });
const [manifest] = await Promise.all([buildClient(), buildServer()]);
console.log(`built ${manifest.script} and dist/server/index.cjs in ${Date.now() - started} ms`);
