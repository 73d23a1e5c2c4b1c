// Proofs of the infrastructureLogging and records sections of /configuration/other-options/.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import webpack from 'webpack';
import { projectDir, proves, validationLine, webpackSource, writeFiles } from './proof';

/** A console that keeps what it is given, one string per call, prefixed with the method. */
function capturingConsole(): { lines: string[]; console: Console } {
  const lines: string[] = [];
  const keep = (kind: string) => (...args: unknown[]) => lines.push(`${kind} ${args.join(' ')}`);
  return { lines, console: { ...console, debug: keep('debug'), log: keep('log'), info: keep('info'), warn: keep('warn'), error: keep('error'), group: keep('group'), groupCollapsed: keep('group'), groupEnd: () => undefined } as Console };
}

/** Logs one message of each level through an infrastructure logger named `name`. */
function logEach(config: webpack.Configuration, name: string): string[] {
  const captured = capturingConsole();
  const compiler = webpack({ ...config, infrastructureLogging: { console: captured.console, ...config.infrastructureLogging } });
  const logger = compiler.getInfrastructureLogger(name);
  logger.debug('DEBUG');
  logger.log('LOG');
  logger.info('INFO');
  logger.warn('WARN');
  logger.error('ERROR');
  return captured.lines;
}

async function run(dir: string, config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack({ mode: 'development', devtool: false, context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, ...config });
  return new Promise((resolve, reject) => compiler.run((error, stats) => compiler.close(() => (error || !stats ? reject(error) : resolve(stats)))));
}

describe('/configuration/other-options/ logging and records', () => {
  proves('/configuration/other-options/#infrastructurelogging', "a loader's warning and a compilation logger's messages go to the stats, not to the infrastructure console", async () => {
    const dir = await projectDir('channels');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'loaders/warn.js': "module.exports = function (source) { this.emitWarning(new Error('LOADER_WARNING')); this.getLogger('my-loader').info('LOADER_INFO'); return source; };\n",
    });
    const captured = capturingConsole();
    const stats = await run(dir, { infrastructureLogging: { console: captured.console, level: 'verbose' }, module: { rules: [{ test: /\.js$/, use: join(dir, 'loaders/warn.js') }] } });
    const json = stats.toJson({ all: false, warnings: true, logging: 'info' });
    expect(json.warnings?.map((w) => w.message).join('\n')).toMatch(/LOADER_WARNING/);
    expect(JSON.stringify(json.logging)).toMatch(/LOADER_INFO/);
    expect(captured.lines.join('\n')).not.toMatch(/LOADER_WARNING|LOADER_INFO/);
  });

  proves('/configuration/other-options/#infrastructurelogginglevel', "each level lets through itself and what is more severe; verbose shows the filesystem cache's messages; the dev server's client logging defaults to the level", async () => {
    expect(logEach({}, 'demo')).toEqual(['info [demo] INFO', 'warn [demo] WARN', 'error [demo] ERROR']);
    expect(logEach({ infrastructureLogging: { level: 'warn' } }, 'demo')).toEqual(['warn [demo] WARN', 'error [demo] ERROR']);
    expect(logEach({ infrastructureLogging: { level: 'none' } }, 'demo')).toEqual([]);
    expect(logEach({ infrastructureLogging: { level: 'verbose' } }, 'demo')).toEqual(['log [demo] LOG', 'info [demo] INFO', 'warn [demo] WARN', 'error [demo] ERROR']);
    const dir = await projectDir('verbose-cache');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const captured = capturingConsole();
    await run(dir, { cache: { type: 'filesystem', cacheDirectory: join(dir, '.cache') }, infrastructureLogging: { console: captured.console, level: 'verbose' } });
    expect(captured.lines.join('\n')).toMatch(/\[webpack\.cache\.PackFileCacheStrategy\]/);
    const server = await readFile(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
    expect(server).toMatch(/if \(typeof options\.client\.logging === "undefined"\) \{\s*options\.client\.logging = compilerOptions\.infrastructureLogging\s*\? compilerOptions\.infrastructureLogging\.level/);
  });

  proves('/configuration/other-options/#infrastructureloggingdebug', 'debug lets every message of the matching loggers through whatever the level; true matches every logger', async () => {
    expect(logEach({ infrastructureLogging: { level: 'none', debug: [/webpack\.cache/] } }, 'webpack.cache.Demo')).toEqual(['debug [webpack.cache.Demo] DEBUG', 'log [webpack.cache.Demo] LOG', 'info [webpack.cache.Demo] INFO', 'warn [webpack.cache.Demo] WARN', 'error [webpack.cache.Demo] ERROR']);
    expect(logEach({ infrastructureLogging: { level: 'none', debug: [/webpack\.cache/] } }, 'other')).toEqual([]);
    expect(logEach({ infrastructureLogging: { level: 'none', debug: true } }, 'other')).toHaveLength(5);
  });

  proves('/configuration/other-options/#infrastructureloggingcolors', 'colors and appendOnly go to the console webpack makes for the stream; a console of your own replaces it', async () => {
    const source = await webpackSource('lib/node/NodeEnvironmentPlugin.js', 'compiler.infrastructureLogger = createConsoleLogger({', 14);
    expect(source).toMatch(/console:\s*infrastructureLogging\.console \|\|\s*nodeConsole\(\{\s*colors: infrastructureLogging\.colors,\s*appendOnly: infrastructureLogging\.appendOnly,/);
    expect(await webpackSource('lib/config/defaults.js', 'const applyInfrastructureLoggingDefaults', 10)).toMatch(/isTTY && process\.env\.TERM !== "dumb";[\s\S]*D\(infrastructureLogging, "colors", tty\);\s*D\(infrastructureLogging, "appendOnly", !tty\);/);
  });

  proves('/configuration/other-options/#infrastructureloggingappendonly', 'with appendOnly the stream gets whole new lines only, without cursor movements', async () => {
    const written: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const compiler = webpack({ infrastructureLogging: { stream, appendOnly: true, colors: false, level: 'info' } });
    const logger = compiler.getInfrastructureLogger('demo');
    logger.status('STATUS_ONE');
    logger.info('INFO_LINE');
    await new Promise((resolve) => setImmediate(resolve));
    const text = written.join('');
    expect(text).toMatch(/INFO_LINE\n/);
    expect(text).not.toMatch(/\x1b\[/);
  });

  proves('/configuration/other-options/#infrastructureloggingconsole', 'a console of your own receives the messages and the stream none', async () => {
    const written: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const captured = capturingConsole();
    const compiler = webpack({ infrastructureLogging: { stream, console: captured.console } });
    compiler.getInfrastructureLogger('demo').info('TO_MY_CONSOLE');
    await new Promise((resolve) => setImmediate(resolve));
    expect(captured.lines).toEqual(['info [demo] TO_MY_CONSOLE']);
    expect(written).toEqual([]);
  });

  proves('/configuration/other-options/#records', 'deterministic ids are the production default, named ids the development one', async () => {
    const options = (mode: 'production' | 'development') => { const o = webpack.config.getNormalizedWebpackOptions({ mode }); webpack.config.applyWebpackOptionsDefaults(o); return o.optimization; };
    expect(options('production')).toMatchObject({ moduleIds: 'deterministic', chunkIds: 'deterministic' });
    expect(options('development')).toMatchObject({ moduleIds: 'named', chunkIds: 'named' });
  });

  const recordsProject = async (name: string) => {
    const dir = await projectDir(name);
    await writeFiles(dir, { 'src/index.js': "import b from './b';\nconsole.log(b);\n", 'src/b.js': "export default 'B';\n" });
    return dir;
  };
  const natural = { optimization: { moduleIds: 'natural' as const, chunkIds: 'natural' as const, concatenateModules: false } };
  /** The id of src/b.js in the bundle: the number in the comment over its module (an array slot for natural ids). */
  const bId = async (dir: string) => /\/\* (\d+) \*\/\n\/\*!\*+!\*\\\n\s*!\*\*\* \.\/src\/b\.js/.exec(await readFile(join(dir, 'dist', 'main.js'), 'utf8'))?.[1];

  proves('/configuration/other-options/#recordspath', 'recordsPath writes the ids to the file and reads them back, so a module keeps its id when the order changes', async () => {
    const dir = await recordsProject('records');
    const recordsPath = join(dir, 'records.json');
    await run(dir, { ...natural, recordsPath });
    const first = await bId(dir);
    expect(first).toMatch(/^\d+$/);
    expect(JSON.parse(await readFile(recordsPath, 'utf8'))).toMatchObject({ modules: { byIdentifier: expect.any(Object) } });
    // A new module imported first would take b's natural id; the records keep b's.
    await writeFiles(dir, { 'src/index.js': "import a from './a';\nimport b from './b';\nconsole.log(a, b);\n", 'src/a.js': "export default 'A';\n" });
    await run(dir, { ...natural, recordsPath });
    expect(await bId(dir)).toBe(first);
    const fresh = await recordsProject('records-none');
    await writeFiles(fresh, { 'src/index.js': "import a from './a';\nimport b from './b';\nconsole.log(a, b);\n", 'src/a.js': "export default 'A';\n" });
    await run(fresh, natural);
    expect(await bId(fresh)).not.toBe(first);
    expect(validationLine({ recordsPath: 'records.json' })).toMatch(/absolute path/);
  });

  proves('/configuration/other-options/#recordsinputpath', 'the input file is read and left untouched', async () => {
    const dir = await recordsProject('records-input');
    await run(dir, { ...natural, recordsPath: join(dir, 'baseline.json') });
    const before = await stat(join(dir, 'baseline.json'));
    await run(dir, { ...natural, recordsInputPath: join(dir, 'baseline.json'), recordsOutputPath: join(dir, 'latest.json') });
    expect((await stat(join(dir, 'baseline.json'))).mtimeMs).toBe(before.mtimeMs);
    expect(JSON.parse(await readFile(join(dir, 'latest.json'), 'utf8'))).toMatchObject({ modules: expect.any(Object) });
  });

  proves('/configuration/other-options/#recordsoutputpath', 'the output file is written after the build, in a folder it creates', async () => {
    const dir = await recordsProject('records-output');
    await run(dir, { ...natural, recordsOutputPath: join(dir, 'records', 'latest.json') });
    expect(JSON.parse(await readFile(join(dir, 'records', 'latest.json'), 'utf8'))).toMatchObject({ chunks: expect.any(Object), modules: expect.any(Object) });
  });
});
