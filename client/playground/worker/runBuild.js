// One build of a project folder, the same in the browser's worker and in node (the parity
// suite runs this file in node against the real disk): load webpack.config.js the way the
// webpack command does, run the compiler, and report every file under the output folder,
// webpack's errors and warnings, and the stats text as webpack prints it.
const path = require('path');

/** The env and argv the webpack command passes to a configuration that is a function. */
const CLI_ENV = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true };

/** The configuration of the project in `root`: its webpack.config.js, or webpack's defaults. */
async function loadConfig(fs, requireFrom, root) {
  const file = path.join(root, 'webpack.config.js');
  if (!fs.existsSync(file)) return {};
  let config = requireFrom(file);
  if (config && typeof config === 'object' && 'default' in config && Object.keys(config).length === 1) config = config.default;
  if (typeof config === 'function') config = await config({ ...CLI_ENV }, { env: { ...CLI_ENV } });
  config = await config;
  if (Array.isArray(config)) return Promise.all(config.map(async (c) => (typeof c === 'function' ? c({ ...CLI_ENV }, { env: { ...CLI_ENV } }) : c)));
  return config;
}

/** Every file below `dir`, as [path relative to dir, bytes], sorted. */
function listFiles(fs, dir) {
  const out = [];
  const walk = (current) => {
    let names = [];
    try {
      names = fs.readdirSync(current);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(current, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else out.push([path.relative(dir, full), fs.readFileSync(full)]);
    }
  };
  walk(dir);
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The stats text without the one figure that differs between runs (the time taken). */
function maskTimes(text) {
  return text.replace(/ in \d+(?:\.\d+)? m?s\b/g, ' in X ms');
}

/**
 * Runs webpack once.
 * @param {{ webpack: any, fs: any, requireFrom: (file: string) => any, root: string, compiler?: any }} options
 *   `compiler` is the previous build's compiler, kept when its configuration text did not change
 * @returns {Promise<{ status: 'done' | 'failed', files: [string, Uint8Array][], errors: string[], warnings: string[],
 *   configProblems: string[], stats: string, compiler: any, options: any, rawOptions: any }>}
 */
async function runBuild({ webpack, fs, requireFrom, root, compiler: previous }) {
  const result = { status: 'failed', files: [], errors: [], warnings: [], configProblems: [], stats: '', compiler: null, options: null, rawOptions: null };
  let compiler = previous;
  if (!compiler) {
    let config;
    try {
      config = await loadConfig(fs, requireFrom, root);
    } catch (error) {
      result.configProblems.push(`webpack.config.js could not be loaded: ${error && error.stack ? `${error.message}\n${error.stack}` : String(error)}`);
      return result;
    }
    result.rawOptions = config;
    try {
      compiler = webpack(config);
    } catch (error) {
      if (error && error.name === 'ValidationError') result.configProblems.push(error.message);
      else result.errors.push(error && error.stack ? error.stack : String(error));
      return result;
    }
  }
  result.compiler = compiler;
  const compilers = compiler.compilers ?? [compiler];
  result.options = compiler.compilers ? compilers.map((c) => c.options) : compiler.options;
  // A kept compiler must read the project's files anew.
  for (const child of compilers) child.inputFileSystem?.purge?.();
  const stats = await new Promise((resolve, reject) => compiler.run((error, value) => (error ? reject(error) : resolve(value)))).catch((error) => {
    result.errors.push(error && error.stack ? error.stack : String(error));
    return null;
  });
  if (!stats) return result;
  const statsOptions = compiler.compilers ? undefined : compiler.options.stats;
  result.stats = maskTimes(stats.toString(typeof statsOptions === 'object' ? { ...statsOptions, colors: false } : statsOptions === undefined ? { colors: false } : statsOptions));
  // Each problem as webpack prints it (the stats text's own blocks), errors apart from warnings.
  const problems = stats.toString({ preset: 'none', errors: true, warnings: true, colors: false }).split(/\n\n(?=(?:ERROR|WARNING)\b)/);
  result.errors.push(...problems.filter((block) => block.startsWith('ERROR')).map((block) => block.trim()));
  result.warnings.push(...problems.filter((block) => block.startsWith('WARNING')).map((block) => block.trim()));
  const outputPaths = compilers.map((c) => c.outputPath);
  const seen = new Set();
  for (const outputPath of outputPaths) {
    for (const [file, bytes] of listFiles(fs, outputPath)) {
      const name = path.relative(outputPaths[0], path.join(outputPath, file));
      if (seen.has(name)) continue;
      seen.add(name);
      result.files.push([name, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
    }
  }
  result.status = stats.hasErrors() ? 'failed' : 'done';
  return result;
}

module.exports = { runBuild, loadConfig, listFiles, maskTimes };
