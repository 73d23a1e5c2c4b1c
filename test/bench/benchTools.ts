// The load and page-quality tools only the bench uses (autocannon, Lighthouse, chrome-launcher)
// are a package of their own, test/bench/tools, which `npm run bench` installs into
// .tmp/bench-tools: the site's install (`npm ci`) and its image build stay without them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type autocannonFunction from 'autocannon';

/** Where `npm run bench:install` puts the tools (from dist/tools/ or test/bench/ alike: both are two levels down). */
export const BENCH_TOOLS_DIR = join(__dirname, '..', '..', '.tmp', 'bench-tools');

const requireTool = createRequire(join(BENCH_TOOLS_DIR, 'package.json'));

/** The tool's entry file, or an error that says how to install it. */
function resolveTool(name: string): string {
  try {
    return requireTool.resolve(name);
  } catch {
    throw new Error(`${name} is not installed in .tmp/bench-tools: \`npm run bench\` installs it (or \`npm run bench:install\`)`);
  }
}

/** autocannon (CommonJS). */
export function loadAutocannon(): typeof autocannonFunction {
  return requireTool(resolveTool('autocannon')) as typeof autocannonFunction;
}

/** Lighthouse and chrome-launcher (ES modules: loaded with import()). */
export async function loadLighthouse(): Promise<[typeof import('lighthouse'), typeof import('chrome-launcher')]> {
  return Promise.all([import(pathToFileURL(resolveTool('lighthouse')).href), import(pathToFileURL(resolveTool('chrome-launcher')).href)]) as Promise<[typeof import('lighthouse'), typeof import('chrome-launcher')]>;
}
