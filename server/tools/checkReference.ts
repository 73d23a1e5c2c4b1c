// npm run check-reference [contentDir] [--build]: checks the reference documentation against the
// installed webpack, webpack-cli and webpack-dev-server, and reports every finding with file and
// line, then the count per kind; exits non-zero when there is any. With --build, every complete
// example `webpack.config.js` of the folder is also loaded and validated against webpack's schema.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readContentFolder } from '../content/read';
import { countByKind, referenceReport } from '../reference/check';
import { checkCodeBlocks, type SchemaError } from '../reference/codeCheck';
import { configBlocks } from '../reference/configBlocks';
import { THIN_WORDS } from '../reference/substance';
import { exampleConfigs, type ExampleConfig } from '../reference/exampleConfigs';
import { groundTruthVersions, loadGroundTruth } from '../reference/groundTruth';
import { behaviourStatements, proofTargets, unknownTargets } from '../reference/proofCoverage';
import { checkExamples } from './exampleRuns';

/** The outcome of validating one example. */
type ExampleResult = { status: 'valid' } | { status: 'skipped'; reason: string } | { status: 'invalid'; problem: string };

/** Loads one example in a scratch folder and validates what it exports. */
async function validateExample(example: ExampleConfig, scratch: string, index: number): Promise<ExampleResult> {
  const load = createRequire(join(process.cwd(), 'package.json'));
  const webpack = load('webpack') as { validate(options: unknown): void };
  const file = join(scratch, `example-${index}.${example.format === 'esm' ? 'mjs' : 'cjs'}`);
  await writeFile(file, example.code);
  let config: unknown;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { default: unknown };
    config = loaded.default;
    if (typeof config === 'function') config = await (config as (env: object, argv: object) => unknown)({}, { mode: 'production' });
  } catch (error: unknown) {
    const code = (error as { code?: string }).code;
    // An example that needs a package this project does not install, or a file of the reader's
    // project, cannot be loaded here; it is counted as skipped, not as valid.
    if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND' || code === 'ENOENT') {
      return { status: 'skipped', reason: (error as Error).message.split('\n')[0] ?? '' };
    }
    return { status: 'invalid', problem: `cannot be loaded: ${(error as Error).message.split('\n')[0]}` };
  }
  try {
    webpack.validate(config);
    return { status: 'valid' };
  } catch (error: unknown) {
    return { status: 'invalid', problem: (error as Error).message.split('\n').slice(0, 3).join(' ') };
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? 'content';
  const files = await readContentFolder(dir);
  const truth = loadGroundTruth();
  const { findings, entries } = referenceReport(truth, files.pages);
  for (const f of findings) process.stdout.write(`${f.file}:${f.line}: [${f.kind}] ${f.message}\n`);
  const thin = entries.filter((e) => e.words < THIN_WORDS);
  // Thin entries are listed on request; the share is always reported (at most 5% is the goal).
  if (args.includes('--thin')) for (const e of thin) process.stdout.write(`${e.file}:${e.line}: [thin-option] \`${e.subject}\` is explained in ${e.words} word${e.words === 1 ? '' : 's'}\n`);
  let failures = findings.length;
  // Every configuration shown in code (examples, fragments, diff steps) against the schema.
  const webpack = createRequire(join(process.cwd(), 'package.json'))('webpack') as { validate(options: unknown): void };
  const validate = (config: unknown): SchemaError[] => {
    try {
      webpack.validate(config);
      return [];
    } catch (error: unknown) {
      const errors = (error as { errors?: SchemaError[] }).errors;
      if (!Array.isArray(errors)) throw error;
      return errors;
    }
  };
  // Migration guides show configurations of older webpack versions on purpose.
  const blocks = files.pages.filter((p) => !p.path.startsWith('migrate/')).flatMap((p) => configBlocks(p.path, p.source));
  const code = checkCodeBlocks(blocks, { webpack: truth.webpackSchema, devServer: truth.devServerSchema }, validate);
  for (const f of code.findings) process.stdout.write(`${f.file}:${f.line}: [${f.kind}] ${f.message}\n`);
  failures += code.findings.length;
  process.stdout.write(`configurations in code blocks: ${code.counts.checked} checked, ${code.findings.length} finding${code.findings.length === 1 ? '' : 's'}, ${code.counts.unparsed} not parseable (left unchecked)\n`);
  if (args.includes('--build')) {
    // The scratch folder lives below this project, so examples resolve webpack from it as a configuration file would.
    const cache = resolve('node_modules', '.cache');
    await mkdir(cache, { recursive: true });
    const scratch = await mkdtemp(join(cache, 'webpack-examples-'));
    const counts = { valid: 0, skipped: 0, invalid: 0 };
    try {
      const examples = files.pages.filter((p) => /^(guides|configuration)\//.test(p.path)).flatMap((p) => exampleConfigs(p.path, p.source));
      for (const [i, example] of examples.entries()) {
        const result = await validateExample(example, scratch, i);
        counts[result.status] += 1;
        if (result.status === 'invalid') {
          failures += 1;
          process.stdout.write(`${example.file}:${example.line}: [invalid-example] ${result.problem}\n`);
        }
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    process.stdout.write(`example configurations: ${counts.valid} valid, ${counts.invalid} invalid, ${counts.skipped} skipped (they need a package or file that is not here)\n`);
  }
  const share = entries.length === 0 ? 0 : (100 * thin.length) / entries.length;
  process.stdout.write(`option entries explained in fewer than ${THIN_WORDS} words: ${thin.length} of ${entries.length} (${share.toFixed(1)}%)\n`);
  // With --build, the guides' example projects too: shown files, diffs and outputs against real runs.
  if ((args.includes('--build') || args.includes('--update-outputs')) && existsSync(join(dir, 'examples', 'package.json'))) {
    // The examples' toolchain is installed outside the content folder, from examples/package-lock.json.
    const installed = resolve('.tmp', 'docs-examples', 'node_modules');
    if (!existsSync(installed)) throw new Error(`the example projects' toolchain is not installed (no ${installed}): run \`npm run examples:install\` first`);
    const examples = await checkExamples(dir, files.pages, args.includes('--update-outputs'), installed);
    for (const f of examples.findings) process.stdout.write(`${f.file}:${f.line}: [${f.kind}] ${f.message}\n`);
    failures += examples.findings.length;
    const c = examples.counts;
    process.stdout.write(`example projects: ${c.files} shown files, ${c.diffs} diffs and ${c.outputs} outputs compared, ${examples.findings.length} finding${examples.findings.length === 1 ? '' : 's'}\n`);
  }
  // With --proofs, the proofs of test/proofs against the behaviour statements of the pages.
  if (args.includes('--proofs')) {
    const proofDir = resolve('test', 'proofs');
    const sources = await Promise.all((await readdir(proofDir)).filter((f) => f.endsWith('.test.ts')).map((f) => readFile(join(proofDir, f), 'utf8')));
    const targets = new Set(sources.flatMap(proofTargets));
    for (const t of unknownTargets([...targets], files.pages)) {
      failures += 1;
      process.stdout.write(`test/proofs: [unknown-proof-target] a proof names ${t}, which is no page and anchor of ${dir}\n`);
    }
    const statements = files.pages.flatMap((p) => behaviourStatements(p.path, p.source));
    const proven = statements.filter((st) => targets.has(st.target));
    if (args.includes('--unproven')) for (const st of statements.filter((x) => !targets.has(x.target))) process.stdout.write(`${st.file}:${st.line}: [unproven] ${st.text}\n`);
    const share = statements.length === 0 ? 0 : (100 * proven.length) / statements.length;
    process.stdout.write(`behaviour statements with a proof: ${proven.length} of ${statements.length} (${share.toFixed(1)}%), ${targets.size} anchors proven\n`);
  }
  const versions = Object.entries(groundTruthVersions()).map(([n, v]) => `${n} ${v}`).join(', ');
  const counts = Object.entries(countByKind(findings)).map(([k, n]) => `${k} ${n}`).join(', ');
  process.stdout.write(`${findings.length} finding${findings.length === 1 ? '' : 's'} in ${files.pages.length} pages of ${dir} against ${versions} (${counts})\n`);
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`error: ${(error as Error).message}\n`);
  process.exitCode = 2;
});
