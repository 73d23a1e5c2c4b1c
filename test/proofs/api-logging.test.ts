// Proofs of /api/logging/: a plugin writes through a compilation logger and an infrastructure
// logger in one build; the stats and the captured infrastructure output show what each does.
import { join } from 'node:path';
import webpack from 'webpack';
import { projectDir, proves, webpackSource, writeFiles } from './proof';

interface Trace {
  stats: webpack.Stats;
  printed: string[];
  /** What the infrastructure output held when the compilation logger wrote its first entry. */
  printedDuringBuild: string[];
  assertThrow: string;
}

let traced: Promise<Trace> | null = null;

function trace(): Promise<Trace> {
  traced ??= (async () => {
    const dir = await projectDir('logging');
    await writeFiles(dir, { 'src/index.js': 'console.log(1);\n' });
    const printed: string[] = [];
    const capture = (type: string) => (...args: unknown[]) => { printed.push(`${type} ${args.join(' ')}`); };
    const result: Partial<Trace> = {};
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        const infra = compiler.getInfrastructureLogger('ProofInfra');
        compiler.hooks.thisCompilation.tap('Proof', (compilation) => {
          const logger = compilation.getLogger('ProofPlugin');
          compilation.hooks.finishModules.tap('Proof', () => {
            infra.info('infrastructure message');
            logger.info('compilation message');
            result.printedDuringBuild = [...printed];
            logger.error('logged error');
            logger.warn('logged warning');
            logger.debug('debug detail');
            for (let i = 0; i < 3; i += 1) {
              logger.time('step');
              logger.timeAggregate('step');
            }
            logger.timeAggregateEnd('step');
            try {
              logger.timeAggregate('never-started');
              result.assertThrow = 'no throw';
            } catch (error) {
              result.assertThrow = (error as Error).message;
            }
            logger.assert(true, 'assert that holds');
            logger.assert(false, 'assert that failed');
          });
        });
      },
    };
    const compiler = webpack({
      mode: 'none', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') },
      infrastructureLogging: { level: 'info', console: { ...console, info: capture('info'), log: capture('log'), warn: capture('warn'), error: capture('error') } as Console },
      plugins: [plugin],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, s) => compiler.close(() => (error || !s ? reject(error) : resolve(s)))));
    return { ...(result as Trace), stats, printed };
  })();
  return traced;
}

const entries = (stats: webpack.Stats, options: webpack.StatsOptions = {}) =>
  (stats.toJson({ all: false, logging: 'verbose', ...options }).logging?.ProofPlugin?.entries ?? []).map((e) => `${e.type} ${e.message ?? ''}`);

describe('logging', () => {
  proves('/api/logging/#two-kinds-of-logger', 'the infrastructure logger prints at once; the compilation logger stores its entry with the stats and prints nothing', async () => {
    const { printed, printedDuringBuild, stats } = await trace();
    expect(printedDuringBuild).toEqual(['info [ProofInfra] infrastructure message']);
    expect(printed.join('\n')).not.toContain('compilation message');
    expect(entries(stats)).toContain('info compilation message');
    expect(stats.toString({ all: false, logging: 'info' })).toContain('compilation message');
  });

  proves('/api/logging/#error', 'a logged error is stored with the logging entries but is no compilation error', async () => {
    const { stats } = await trace();
    expect(entries(stats)).toContain('error logged error');
    expect(stats.hasErrors()).toBe(false);
  });

  proves('/api/logging/#warn', 'a logged warning is no compilation warning', async () => {
    const { stats } = await trace();
    expect(entries(stats)).toContain('warn logged warning');
    expect(stats.hasWarnings()).toBe(false);
  });

  proves('/api/logging/#debug', "hidden even at 'verbose', shown once loggingDebug selects the logger", async () => {
    const { stats } = await trace();
    expect(stats.toString({ all: false, logging: 'verbose' })).not.toContain('debug detail');
    expect(stats.toString({ all: false, logging: 'verbose', loggingDebug: [/^ProofPlugin$/] })).toContain('debug detail');
  });

  proves('/api/logging/#filtering', 'a string only matches a path segment after / or \\, so it misses a bare logger name that a regular expression or function matches; infrastructureLogging.debug matches strings the same way', async () => {
    const { stats } = await trace();
    const shown = (loggingDebug: webpack.StatsOptions['loggingDebug']) => stats.toString({ all: false, logging: 'none', loggingDebug }).includes('debug detail');
    expect(shown(['ProofPlugin'])).toBe(false);
    expect(shown([/ProofPlugin/])).toBe(true);
    expect(shown([(name: string) => name === 'ProofPlugin'])).toBe(true);
    expect(await webpackSource('lib/stats/DefaultStatsPresetPlugin.js', 'const normalizeFilter = (item) => {', 6)).toContain('/]${item.replace(');
    expect(await webpackSource('lib/logging/createConsoleLogger.js', 'const filterToFunction = (item) => {', 6)).toContain('/]${item.replace(');
    // A loader's logger is named after the loader's path, the name it asked for and the module.
    expect(await webpackSource('lib/module/NormalModule.js', 'return compilation.getLogger(() =>', 4)).toContain('[currentLoader && currentLoader.loader, name, this.identifier()]');
  });

  proves('/api/logging/#status', 'the terminal console replaces the status line unless the output is append-only (not a TTY by default), where it is an ordinary line', async () => {
    expect(await webpackSource('lib/node/nodeConsole.js', 'status: appendOnly', 2)).toContain('writeColored("<s> ", String)');
    expect(await webpackSource('lib/config/defaults.js', 'D(infrastructureLogging, "appendOnly", !tty)', 1)).toContain('!tty');
    expect(await webpackSource('lib/config/defaults.js', 'const tty =', 4)).toContain('isTTY');
  });

  proves('/api/logging/#timeaggregate-and-timeaggregateend', 'each timeAggregate ends the time() timer of its label and adds it up; timeAggregateEnd writes one entry; without a running timer it throws', async () => {
    const { stats, assertThrow } = await trace();
    expect(entries(stats).filter((e) => e.startsWith('time'))).toEqual([expect.stringMatching(/^time step: [\d.]+ ms$/)]);
    expect(assertThrow).toBe("No such label 'never-started' for Logger.timeAggregate()");
  });

  proves('/api/logging/#profile-and-profileend', 'the console logger and the compilation logger call console.profile and console.profileEnd only when they exist', async () => {
    expect(await webpackSource('lib/Compilation.js', 'logEntry.type === LogType.profileEnd &&', 2)).toContain('typeof console.profileEnd === "function"');
    const source = await webpackSource('lib/logging/createConsoleLogger.js', 'case LogType.profile:', 10);
    expect(source).toContain('if (typeof console.profile === "function")');
    expect(source).toContain('if (typeof console.profileEnd === "function")');
  });

  proves('/api/logging/#assert', 'a falsy condition logs an error entry with the arguments; a true one logs nothing', async () => {
    const { stats } = await trace();
    expect(entries(stats)).toContain('error assert that failed');
    expect(entries(stats).join('\n')).not.toContain('assert that holds');
  });
});
