// The node side of the parity suite: builds projects with webpack in node, as the webpack
// command would in a project folder that has webpack and the playground's loaders installed in
// its own node_modules. Reads [{ name, files, binary?, edit? }] as JSON on stdin (binary: files
// in base64), writes the results as
// JSON, with each build's time; a project with `edit` (files to change) is then rebuilt with
// the same compiler, as the playground rebuilds after an edit (the bench's reference).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { packageClosure, PLAYGROUND_PACKAGES, EXAMPLE_PACKAGES } = require('../../client/playground/build/packageClosure.cjs');
const { runBuild } = require('../../client/playground/worker/runBuild.js');

const repoModules = path.resolve(__dirname, '../../node_modules');

/** A project folder with webpack and the loaders installed (hard links into node_modules). */
function makeProjectFolder() {
  const base = fs.mkdtempSync(path.join(tmpdir(), 'playground-parity-'));
  const root = path.join(base, 'app');
  const copied = [];
  for (const dir of packageClosure(['webpack', ...PLAYGROUND_PACKAGES, ...EXAMPLE_PACKAGES], repoModules).sort()) {
    if (copied.some((parent) => dir.startsWith(`${parent}/`))) continue;
    const target = path.join(root, 'node_modules', path.relative(repoModules, dir));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('cp', ['-al', dir, target]);
    copied.push(dir);
  }
  return { base, root };
}

async function main() {
  const projects = JSON.parse(fs.readFileSync(0, 'utf8'));
  // A project's configuration may print (one shows the env object it was given): its lines go
  // to stderr, so that stdout holds the results alone.
  const writeResults = process.stdout.write.bind(process.stdout);
  for (const method of ['log', 'info', 'debug', 'warn']) console[method] = (...args) => process.stderr.write(`${args.map(String).join(' ')}\n`);
  const { base, root } = makeProjectFolder();
  const requireInRoot = createRequire(path.join(root, 'noop.js'));
  const webpack = requireInRoot('webpack');
  const results = [];
  try {
    for (const { name, files, binary = {}, edit } of projects) {
      for (const entry of fs.readdirSync(root)) if (entry !== 'node_modules') fs.rmSync(path.join(root, entry), { recursive: true, force: true });
      const contents = [...Object.entries(files), ...Object.entries(binary).map(([file, base64]) => [file, Buffer.from(base64, 'base64')])];
      for (const [file, content] of contents) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), content);
      }
      process.chdir(root);
      for (const key of Object.keys(require.cache)) if (key.startsWith(`${root}/`) && !key.includes('/node_modules/')) delete require.cache[key];
      const started = performance.now();
      const result = await runBuild({ webpack, fs, requireFrom: (file) => require(file), root });
      const ms = performance.now() - started;
      let rebuildMs = null;
      if (edit && result.compiler) {
        for (const [file, text] of Object.entries(edit)) fs.writeFileSync(path.join(root, file), text);
        const again = performance.now();
        await runBuild({ webpack, fs, requireFrom: (file) => require(file), root, compiler: result.compiler });
        rebuildMs = performance.now() - again;
      }
      results.push({
        name,
        status: result.status,
        files: result.files.map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')]),
        errors: result.errors,
        warnings: result.warnings,
        configProblems: result.configProblems,
        stats: result.stats,
        ms,
        rebuildMs,
      });
    }
  } finally {
    process.chdir(__dirname);
    fs.rmSync(base, { recursive: true, force: true });
  }
  writeResults(JSON.stringify({ root, results }));
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
