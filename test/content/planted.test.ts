// Errors planted in a copy of our pages, each of which the checkers have to report with the
// file and line that show it: the way a reviewer tests that `check-reference --build` proves
// what the pages say rather than only that options are named.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const PAGES = ['configuration/output.mdx', 'guides/getting-started.mdx', 'guides/development.mdx', 'api/cli.mdx'];

/** One planted error: the page, the text replaced, and the kind of finding it must produce. */
interface Plant {
  name: string;
  page: string;
  from: string;
  to: string;
  kind: string;
  /** The line of the replacement text to report (the first, unless it is several lines). */
  lineOf?: string;
}

const plants: Plant[] = [
  { name: 'a wrong default', page: 'configuration/output.mdx', from: "`string` `function (pathData, assetInfo) => string` · default: `'[name].js'`", to: "`string` `function (pathData, assetInfo) => string` · default: `'[name].bundle.js'`", kind: 'wrong-default' },
  { name: 'a wrong type in an option table row', page: 'configuration/output.mdx', from: '| `dry` | `boolean` | `false` |', to: '| `dry` | `string` | `false` |', kind: 'wrong-type' },
  { name: 'a wrong required flag', page: 'configuration/output.mdx', from: '| `base.href` | `string` | none, required |', to: '| `base.href` | `string` | none |', kind: 'wrong-required' },
  { name: 'an option that does not exist, as a section', page: 'configuration/output.mdx', from: '### Other file names\n', to: '### output.cleanFirst\n\n`boolean` · default: `false`\n\nEmpties the folder before anything else runs.\n\n### Other file names\n', kind: 'unknown-option', lineOf: '### output.cleanFirst' },
  { name: 'an option that does not exist, as a table row', page: 'configuration/output.mdx', from: '| `keep` | `RegExp`', to: '| `flush` | `boolean` | `false` | Writes every file at once. |\n| `keep` | `RegExp`', kind: 'unknown-option', lineOf: '| `flush` |' },
  { name: 'an invalid value in a complete example', page: 'configuration/output.mdx', from: "    publicPath: '/static/',\n    clean: true,", to: "    publicPath: '/static/',\n    clean: 'always',", kind: 'invalid-value-in-code', lineOf: "    clean: 'always'," },
  { name: 'an invalid value in a diff step', page: 'guides/development.mdx', from: "+  mode: 'development',", to: "+  mode: 'develop',", kind: 'invalid-value-in-code' },
  { name: 'a changed number in a shown build output', page: 'guides/getting-started.mdx', from: 'asset main.js 19.3 KiB [emitted]', to: 'asset main.js 19.4 KiB [emitted]', kind: 'stale-output' },
  { name: 'a shown project file that differs from the project', page: 'guides/getting-started.mdx', from: "{ name: 'Team offsite', date: new Date(2030, 5, 14) },", to: "{ name: 'Team offsite', date: new Date(2030, 5, 15) },", kind: 'stale-file' },
  { name: 'a diff step that does not join its two states', page: 'guides/getting-started.mdx', from: '+  "private": true,', to: '+  "private": false,', kind: 'stale-diff' },
  { name: 'a misspelt option in a fragment', page: 'configuration/output.mdx', from: "  output: {\n    filename: 'js/[name].[contenthash:8].js',", to: "  // ...\n  output: {\n    filenme: 'js/[name].[contenthash:8].js',", kind: 'unknown-option-in-code', lineOf: "    filenme: 'js/" },
];

let scratch = '';
let output = '';
const expected: { plant: Plant; line: number }[] = [];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'planted-content-'));
  for (const page of PAGES) await cp(join(ROOT, 'content', page), join(scratch, page));
  await cp(join(ROOT, 'content', 'examples'), join(scratch, 'examples'), { recursive: true, filter: (src) => !src.includes('node_modules') });
  const sources = new Map<string, string>();
  for (const page of PAGES) sources.set(page, await readFile(join(scratch, page), 'utf8'));
  for (const plant of plants) {
    const source = sources.get(plant.page)!;
    if (!source.includes(plant.from)) throw new Error(`cannot plant ${plant.name}: ${plant.page} no longer contains ${JSON.stringify(plant.from)}; update the plant`);
    sources.set(plant.page, source.replace(plant.from, plant.to));
  }
  for (const [page, source] of sources) {
    await writeFile(join(scratch, page), source);
    for (const plant of plants.filter((p) => p.page === page)) {
      const needle = plant.lineOf ?? plant.to.split('\n')[0]!;
      expected.push({ plant, line: source.split('\n').findIndex((l) => l.includes(needle)) + 1 });
    }
  }
  const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'tools', 'checkReference.cjs'), scratch, '--build'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } });
  if (run.status === 2 || run.error) throw new Error(`check-reference did not run: ${run.stderr}`);
  output = run.stdout;
}, 300_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('errors planted in a copy of the pages', () => {
  it.each(plants.map((p) => [p.name, p] as const))('reports %s with file and line', (_name, plant) => {
    const { line } = expected.find((e) => e.plant === plant)!;
    expect(line).toBeGreaterThan(0);
    const reported = output.split('\n').filter((l) => l.startsWith(`${plant.page}:${line}: [${plant.kind}]`));
    expect(reported.length).toBeGreaterThan(0);
  });
});
