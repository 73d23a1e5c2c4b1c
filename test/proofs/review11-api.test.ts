// Proofs of API page statements corrected or confirmed in the eleventh review: a watch run closed
// while its first build is still running, the --env parsing of webpack-cli, and what the stats keep
// of a compilation logger at each logging level.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import webpack from 'webpack';
import { projectDir, proves, writeFiles } from './proof';

const ROOT = resolve(__dirname, '..', '..');
const CLI = join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

interface ClosedRun {
  events: string[];
  written: boolean;
}

let closedRun: Promise<ClosedRun> | null = null;
/**
 * Starts compiler.watch() on a project whose only module goes through a loader that takes 300 ms,
 * and calls watching.close() 50 ms later, while that first build is still running.
 */
function closeDuringBuild(): Promise<ClosedRun> {
  closedRun ??= (async () => {
    const dir = await projectDir('close-during-build');
    await writeFiles(dir, {
      'src/index.js': 'console.log("slow");\n',
      'slow-loader.js': 'module.exports = function (source) { const done = this.async(); setTimeout(() => done(null, source), 300); };\n',
    });
    const events: string[] = [];
    const compiler = webpack({
      mode: 'none',
      context: dir,
      entry: './src/index.js',
      output: { path: join(dir, 'dist') },
      module: { rules: [{ test: /\.js$/, use: join(dir, 'slow-loader.js') }] },
      plugins: [{
        apply: (c) => {
          c.hooks.afterEmit.tap('Proof', () => { events.push('afterEmit'); });
          c.hooks.done.tap('Proof', () => { events.push('done'); });
          c.hooks.afterDone.tap('Proof', () => { events.push('afterDone'); });
          c.hooks.watchClose.tap('Proof', () => { events.push('watchClose'); });
        },
      }],
    });
    await new Promise<void>((resolveClose) => {
      const watching = compiler.watch({}, () => { events.push('handler'); });
      setTimeout(() => {
        if (!watching) throw new Error('no watching');
        events.push(`close (running: ${watching.running})`);
        watching.close(() => { events.push('closed'); resolveClose(); });
      }, 50);
    });
    return { events, written: existsSync(join(dir, 'dist', 'main.js')) };
  })();
  return closedRun;
}

describe('/api/node/', () => {
  proves('/api/node/#watchingclose', 'closing during a running build lets it finish and write its files before the close callback, but the watch handler is not called for it and done does not fire', async () => {
    const { events, written } = await closeDuringBuild();
    expect(events[0]).toBe('close (running: true)');
    expect(written).toBe(true);
    expect(events).toEqual(['close (running: true)', 'afterEmit', 'watchClose', 'closed']);
    expect(events).not.toContain('handler');
    expect(events).not.toContain('done');
  });
});

describe('/api/compiler-hooks/', () => {
  proves('/api/compiler-hooks/#watchclose', 'watching.close() during a build lets it write its files, then calls watchClose; that build gets no done, afterDone or watch handler', async () => {
    const { events } = await closeDuringBuild();
    expect(events.indexOf('afterEmit')).toBeLessThan(events.indexOf('watchClose'));
    expect(events.indexOf('watchClose')).toBeLessThan(events.indexOf('closed'));
    for (const missing of ['done', 'afterDone', 'handler']) expect(events).not.toContain(missing);
  });
});

describe('/api/cli/', () => {
  proves('/api/cli/#env', 'a value after = is a string even when it looks like a number or a boolean; a name without = is true', async () => {
    const dir = await projectDir('env-strings');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': "module.exports = (env) => { require('fs').writeFileSync(__dirname + '/env.json', JSON.stringify(env)); return { mode: 'none' }; };\n",
    });
    const { NODE_ENV: _ignored, ...rest } = process.env;
    const run = spawnSync(process.execPath, [CLI, '--env', 'port=3000', '--env', 'debug=true', '--env', 'verbose'], { cwd: dir, encoding: 'utf8', env: { ...rest, NO_COLOR: '1' } });
    expect(run.status).toBe(0);
    const env = JSON.parse(readFileSync(join(dir, 'env.json'), 'utf8')) as Record<string, unknown>;
    expect(env).toEqual({ WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, port: '3000', debug: 'true', verbose: true });
  });
});

type LoggingJson = Record<string, { entries: { type: string; message?: string; children?: { message?: string }[] }[] }>;

let logged: Promise<webpack.Stats> | null = null;
/** One build in which a plugin logs with every method and a loader logs through this.getLogger('md'). */
function loggingBuild(): Promise<webpack.Stats> {
  logged ??= (async () => {
    const dir = await projectDir('logging-levels');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'md-loader.js': "module.exports = function (source) { this.getLogger('md').info('from the loader'); return source; };\n",
    });
    const plugin: webpack.WebpackPluginInstance = {
      apply: (compiler) => compiler.hooks.thisCompilation.tap('LevelsPlugin', (compilation) => {
        const logger = compilation.getLogger('LevelsPlugin');
        logger.info('an info');
        logger.log('a log');
        logger.debug('a debug');
        logger.trace();
        logger.groupCollapsed('collapsed');
        logger.log('inside');
        logger.groupEnd();
        logger.time('timer');
        logger.timeEnd('timer');
      }),
    };
    return new Promise<webpack.Stats>((resolveBuild, reject) => {
      webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        module: { rules: [{ test: /\.js$/, use: join(dir, 'md-loader.js') }] },
        plugins: [plugin],
      }, (error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolveBuild(stats)));
    });
  })();
  return logged;
}

/** The entries of the plugin's logger as `type:message`, at a stats logging setting. */
async function pluginEntries(options: webpack.StatsOptions): Promise<string[]> {
  const logging = (await loggingBuild()).toJson({ all: false, ...options }).logging as LoggingJson;
  return (logging.LevelsPlugin?.entries ?? []).map((e) => `${e.type}:${(e.message ?? '').replace(/[\d.]+ ms$/, 'N ms')}${e.children ? `[${e.children.map((c) => c.message).join(',')}]` : ''}`);
}

describe('/api/logging/', () => {
  proves('/api/logging/#info', 'info messages are kept at the info level, which is where log messages are still left out', async () => {
    expect(await pluginEntries({ logging: 'info' })).toEqual(['info:an info']);
  });

  proves('/api/logging/#log', 'log messages and groups appear from the log level (true means the same), with a collapsed group kept collapsed', async () => {
    const atLog = await pluginEntries({ logging: 'log' });
    expect(atLog).toEqual(['info:an info', 'log:a log', 'groupCollapsed:collapsed[inside]']);
    expect(await pluginEntries({ logging: true })).toEqual(atLog);
  });

  proves('/api/logging/#group-groupcollapsed-and-groupend', "the verbose level expands a collapsed group into an ordinary group and adds timers, but still leaves out debug and trace", async () => {
    expect(await pluginEntries({ logging: 'verbose' })).toEqual(['info:an info', 'log:a log', 'group:collapsed[inside]', 'time:timer: N ms']);
  });

  proves('/api/logging/#trace', 'a trace entry (and a debug one) is kept only for a logger with debug output switched on, whatever the level', async () => {
    const debugged = await pluginEntries({ logging: 'info', loggingDebug: [/^LevelsPlugin$/] });
    expect(debugged).toEqual(['info:an info', 'log:a log', 'debug:a debug', 'trace:Trace', 'group:collapsed[inside]', 'time:timer: N ms']);
  });

  proves('/api/logging/#in-loaders', "this.getLogger(name) in a loader logs into the compilation under a name made of the loader's path, the name and the module", async () => {
    const logging = (await loggingBuild()).toJson({ all: false, logging: 'info' }).logging as LoggingJson;
    const names = Object.keys(logging).filter((name) => name.includes('md-loader.js'));
    expect(names).toHaveLength(1);
    const [name = ''] = names;
    expect(name).toMatch(/^\.\/md-loader\.js md \.\/md-loader\.js!\.\/src\/index\.js$/);
    expect((logging[name]?.entries ?? []).map((e) => e.message)).toEqual(['from the loader']);
  });
});

describe('/api/module-variables/', () => {
  proves('/api/module-variables/#debug', "with the page's DefinePlugin configuration, a plain webpack run (no --mode) builds in production mode with argv.mode undefined, so DEBUG is false; --mode development turns it on", async () => {
    const dir = await projectDir('debug-define');
    await writeFiles(dir, {
      'src/index.js': "if (DEBUG) console.log('debug build'); else console.log('quiet build');\n",
      'webpack.config.js': [
        "const webpack = require(" + JSON.stringify(require.resolve('webpack')) + ");",
        "module.exports = (env, argv) => {",
        "  require('fs').writeFileSync(__dirname + '/argv-mode-' + (argv.mode || 'unset') + '.txt', '');",
        "  return { plugins: [new webpack.DefinePlugin({ DEBUG: JSON.stringify(argv.mode === 'development') })] };",
        "};",
        '',
      ].join('\n'),
    });
    const { NODE_ENV: _ignored, ...rest } = process.env;
    const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...rest, NO_COLOR: '1' } });
    const plain = cli(['--no-stats']);
    expect(plain.status).toBe(0);
    expect(existsSync(join(dir, 'argv-mode-unset.txt'))).toBe(true);
    const production = readFileSync(join(dir, 'dist', 'main.js'), 'utf8');
    expect(production).toContain('quiet build');
    expect(production).not.toContain('debug build');
    expect(production).not.toContain('\n'); // minified: the default mode is production
    expect(cli(['--no-stats', '--mode', 'development']).status).toBe(0);
    expect(readFileSync(join(dir, 'dist', 'main.js'), 'utf8')).toContain('debug build');
  });
});

describe('/api/cli/ version and info', () => {
  const cliIn = (dir: string, args: string[]) => {
    const { NODE_ENV: _ignored, ...rest } = process.env;
    const run = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...rest, NO_COLOR: '1' } });
    return { code: run.status, out: run.stdout + run.stderr };
  };

  proves('/api/cli/#version', "lists the packages named in package.json's dependencies or devDependencies, installed, whose names contain webpack or loader; not what is only in node_modules, only a peer dependency, or not installed; nothing without a package.json", async () => {
    const dir = await projectDir('version-list');
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await writeFiles(dir, { 'package.json': JSON.stringify({ name: 'v', dependencies: { webpack: '*' }, devDependencies: { 'not-installed-loader': '1.0.0' }, peerDependencies: { 'css-loader': '*' } }) });
    const run = cliIn(dir, ['version']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/webpack:\s+\* \S+ 5\.112\.2/);
    expect(run.out).not.toMatch(/webpack-cli:|css-loader:|not-installed-loader/);
    expect(existsSync(join(dir, 'node_modules', 'webpack-cli', 'package.json'))).toBe(true);
    const bare = await projectDir('version-no-package-json');
    symlinkSync(join(ROOT, 'node_modules'), join(bare, 'node_modules'), 'dir');
    const empty = cliIn(bare, ['version']);
    expect(empty.code).toBe(0);
    expect(empty.out).not.toMatch(/webpack:\s/);
  });

  proves('/api/cli/#info', '--additional-package adds a name to look for, but only among the packages package.json lists', async () => {
    const dir = await projectDir('info-additional');
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await writeFiles(dir, { 'package.json': JSON.stringify({ name: 'i', devDependencies: { webpack: '*' } }) });
    expect(existsSync(join(dir, 'node_modules', 'ajv', 'package.json'))).toBe(true);
    const unlisted = cliIn(dir, ['info', '--additional-package', 'ajv']);
    expect(unlisted.code).toBe(0);
    expect(unlisted.out).toMatch(/webpack:\s/);
    expect(unlisted.out).not.toMatch(/ajv:/);
    await writeFiles(dir, { 'package.json': JSON.stringify({ name: 'i', devDependencies: { webpack: '*', ajv: '*' } }) });
    expect(cliIn(dir, ['info', '--additional-package', 'ajv']).out).toMatch(/ajv:\s/);
  });
});

describe('/api/loaders/', () => {
  /** Builds a module through a loader that reports an Error created with the given hideStack, in the given way. */
  async function reported(how: 'throw' | 'emitError', hideStack: boolean) {
    const dir = await projectDir(`hide-stack-${how}-${hideStack}`);
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'report-loader.js': `module.exports = function (source) {
  const error = new Error('a user mistake');
  error.hideStack = ${hideStack};
  ${how === 'throw' ? 'throw error;' : 'this.emitError(error); return source;'}
};
`,
    });
    const stats = await new Promise<webpack.Stats>((resolveBuild, reject) => {
      webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        module: { rules: [{ test: /\.js$/, use: join(dir, 'report-loader.js') }] },
      }, (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolveBuild(result)));
    });
    const [error = { message: '', details: '' }] = stats.toJson({ all: false, errors: true, errorDetails: true }).errors ?? [];
    const frames = /\n\s+at .*report-loader\.js/;
    return {
      inMessage: frames.test(error.message),
      inDetails: frames.test(`\n${error.details ?? ''}`),
      printedByDefault: frames.test(stats.toString({ colors: false })),
      printedWithoutDetails: frames.test(stats.toString({ colors: false, errorDetails: false })),
    };
  }

  proves('/api/loaders/#error-reporting', 'a thrown error carries its stack in the message; hideStack moves it to the details, which the default output still prints for a single error and errorDetails: false hides; emitError keeps it in the details either way', async () => {
    expect(await reported('throw', false)).toEqual({ inMessage: true, inDetails: false, printedByDefault: true, printedWithoutDetails: true });
    expect(await reported('throw', true)).toEqual({ inMessage: false, inDetails: true, printedByDefault: true, printedWithoutDetails: false });
    const emitted = { inMessage: false, inDetails: true, printedByDefault: true, printedWithoutDetails: false };
    expect(await reported('emitError', false)).toEqual(emitted);
    expect(await reported('emitError', true)).toEqual(emitted);
  });
});

describe('/api/cli/ serve', () => {
  proves('/api/cli/#serve', 'webpack serve calls a function configuration with env.WEBPACK_SERVE true (and neither build key)', async () => {
    const dir = await projectDir('serve-env');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': "module.exports = (env) => { require('fs').writeFileSync(__dirname + '/env.json', JSON.stringify(env)); return { mode: 'development', infrastructureLogging: { level: 'warn' } }; };\n",
    });
    const { NODE_ENV: _ignored, ...rest } = process.env;
    const server = spawn(process.execPath, [CLI, 'serve', '--port', 'auto', '--no-open', '--no-hot', '--no-live-reload'], { cwd: dir, env: { ...rest, NO_COLOR: '1' } });
    let output = '';
    server.stdout.on('data', (chunk) => { output += String(chunk); });
    server.stderr.on('data', (chunk) => { output += String(chunk); });
    try {
      const deadline = Date.now() + 40_000;
      while (!/compiled successfully/.test(output) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(output).toMatch(/compiled successfully/);
      expect(JSON.parse(readFileSync(join(dir, 'env.json'), 'utf8'))).toEqual({ WEBPACK_SERVE: true });
    } finally {
      await new Promise<void>((done) => { server.once('exit', () => done()); server.kill('SIGTERM'); });
    }
  });
});

describe('/api/loaders/ resolve', () => {
  proves('/api/loaders/#thisresolve', 'this.resolve gives false without an error for a request aliased to false, and the resolver request object (path, query, fragment) as a third argument', async () => {
    const dir = await projectDir('loader-resolve-false');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'src/real.js': 'export default 1;\n',
      'resolve-loader.js': `module.exports = function (source) {
  const done = this.async();
  this.resolve(this.context, 'ignored-package', (error, result) => {
    this.resolve(this.context, './real.js?x#y', (error2, result2, request2) => {
      require('fs').writeFileSync(${JSON.stringify(join('DIR', 'seen.json'))}.replace('DIR', this.rootContext), JSON.stringify({
        ignored: { error: error ? error.message : null, result },
        real: { result: result2, path: request2.path, query: request2.query, fragment: request2.fragment },
      }));
      done(null, source);
    });
  });
};
`,
    });
    await new Promise<void>((resolveBuild, reject) => {
      webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        resolve: { alias: { 'ignored-package': false } },
        module: { rules: [{ test: /index\.js$/, use: join(dir, 'resolve-loader.js') }] },
      }, (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolveBuild()));
    });
    const seen = JSON.parse(readFileSync(join(dir, 'seen.json'), 'utf8'));
    expect(seen.ignored).toEqual({ error: null, result: false });
    expect(seen.real).toEqual({ result: `${join(dir, 'src', 'real.js')}?x#y`, path: join(dir, 'src', 'real.js'), query: '?x', fragment: '#y' });
  });
});

describe('/api/node/ progress', () => {
  /** The infrastructure output of a build with infrastructureLogging.progress: true, written to a stream of our own. */
  async function progressOutput(name: string, appendOnly: boolean): Promise<string> {
    const dir = await projectDir(name);
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    let text = '';
    const stream = new Writable({ write(chunk, _encoding, next) { text += String(chunk); next(); } });
    await new Promise<void>((resolveBuild, reject) => {
      webpack({
        mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
        infrastructureLogging: { progress: true, appendOnly, colors: false, stream: stream as unknown as NodeJS.WritableStream },
      }, (error) => (error ? reject(error) : resolveBuild()));
    });
    return text;
  }

  proves('/api/node/#reporting-progress', "infrastructureLogging.progress: true adds a ProgressPlugin with progressBar 'auto': a bar when the output is interactive (appendOnly false), the CLI's percentage status lines otherwise", async () => {
    const lines = await progressOutput('progress-lines', true);
    expect(lines).toMatch(/<s> \[webpack\.Progress\] \d+%/);
    expect(lines).not.toContain('━');
    const bar = await progressOutput('progress-bar', false);
    expect(bar).toContain('━');
    expect(bar).not.toMatch(/<s> \[webpack\.Progress\] \d+%/);
  });
});
