// Proofs of statements on the dev-server, watch, experiments and other-options pages corrected in a
// fourth review: a running webpack-dev-server (127.0.0.1, a free port, stopped after each check),
// a `webpack serve` child process stopped with SIGINT, small builds, webpack's effective options,
// and where a run cannot show it cheaply, the source of webpack and webpack-cli.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import webpack from 'webpack';
import Server from 'webpack-dev-server';
import { build, effectiveOptions, projectDir, proves, webpackSource, writeFiles } from './proof';
import { get, whileListening } from './devServerRequest';


/** A self-signed key and certificate for localhost, made with the generator the dev server uses. */
function selfSigned(): Promise<{ private: string; cert: string }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const selfsigned = require('selfsigned') as { generate: (attrs: { name: string; value: string }[], options: object) => Promise<{ private: string; cert: string }> };
  return selfsigned.generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048, algorithm: 'sha256' });
}

/** Emits an index.html from the compilation, as html-webpack-plugin would. */
class EmitIndexHtml {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EmitIndexHtml', (compilation) => {
      compilation.hooks.processAssets.tap('EmitIndexHtml', () => {
        compilation.emitAsset('index.html', new compiler.webpack.sources.RawSource('<!doctype html><title>emitted</title>'));
      });
    });
  }
}

/** Starts a dev server over a small project, runs the check, and stops the server whatever happens. */
async function withServer(name: string, options: Server.Configuration, check: (port: number) => Promise<void>, compilerOptions: webpack.Configuration = {}): Promise<void> {
  const dir = await projectDir(name);
  await writeFiles(dir, {
    'src/index.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n`,
    'public/index.html': '<!doctype html><title>static</title>\n',
  });
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    infrastructureLogging: { level: 'none' },
    ...compilerOptions,
  });
  const server = new Server({ port: 0, host: '127.0.0.1', hot: false, devMiddleware: { stats: 'none' }, static: { directory: join(dir, 'public'), watch: false }, ...options }, compiler);
  await whileListening(server, check);
}

describe('/configuration/dev-server/', () => {
  proves('/configuration/dev-server/#devserverallowedhosts', "with 'auto' localhost, its subdomains and IP addresses are accepted and other names get 403; a list adds names to those", async () => {
    await withServer('allowed-auto', {}, async (port) => {
      for (const host of ['localhost', 'app.localhost', '192.168.1.5']) expect((await get(port, '/main.js', { Host: host })).status).toBe(200);
      const refused = await get(port, '/main.js', { Host: 'evil.example.test' });
      expect(refused.status).toBe(403);
      expect(refused.body).toBe('Invalid Host header');
    });
    await withServer('allowed-list', { allowedHosts: ['app.local', '.preview.example.test'] }, async (port) => {
      for (const host of ['app.local', 'a.b.preview.example.test', 'preview.example.test', 'app.localhost', '10.0.0.1']) expect((await get(port, '/main.js', { Host: host })).status).toBe(200);
      expect((await get(port, '/main.js', { Host: 'x.app.local' })).status).toBe(403);
    });
  });

  proves('/configuration/dev-server/#devservercompress', "responses over 1 KiB are gzipped for clients that ask, smaller ones are not, and with server: 'http2' even HTTP/1.1 answers are not compressed", async () => {
    await withServer('compress-http', {}, async (port) => {
      expect((await get(port, '/main.js', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      expect((await get(port, '/index.html', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
    });
    const pems = await selfSigned();
    for (const type of ['https', 'http2'] as const) {
      await withServer(`compress-${type}`, { server: { type, options: { key: pems.private, cert: pems.cert } } }, async (port) => {
        const encoding = await new Promise<string | undefined>((resolveGet, reject) => {
          const req = httpsRequest({ host: '127.0.0.1', port, path: '/main.js', rejectUnauthorized: false, headers: { Host: 'localhost', 'Accept-Encoding': 'gzip' } }, (res) => {
            res.resume();
            res.on('end', () => resolveGet(res.headers['content-encoding']));
          });
          req.on('error', reject);
          req.end();
        });
        expect(encoding).toBe(type === 'https' ? 'gzip' : undefined);
      });
    }
  });

  proves('/configuration/dev-server/#devserverserver', "with 5.2.7 on this Node.js, 'spdy' answers an HTTP/2 request, while 'http2' stops the process at the first request made over HTTP/2", async () => {
    const dir = await projectDir('server-http2');
    const pems = await selfSigned();
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'key.pem': pems.private,
      'cert.pem': pems.cert,
      'run.js': `const path = require('path');
const webpack = require(${JSON.stringify(require.resolve('webpack'))});
const Server = require(${JSON.stringify(require.resolve('webpack-dev-server'))});
const http2 = require('http2');
const type = process.argv[2];
process.on('uncaughtException', (error) => { console.log('CRASH ' + error.message); process.exit(3); });
(async () => {
  const compiler = webpack({ mode: 'development', context: __dirname, entry: './src/index.js', output: { path: path.join(__dirname, 'dist') }, infrastructureLogging: { level: 'none' } });
  const server = new Server({ port: 0, host: '127.0.0.1', hot: false, static: false, devMiddleware: { stats: 'none' }, server: { type, options: { key: path.join(__dirname, 'key.pem'), cert: path.join(__dirname, 'cert.pem') } } }, compiler);
  await server.start();
  const session = http2.connect('https://localhost:' + server.server.address().port, { rejectUnauthorized: false });
  const req = session.request({ ':path': '/main.js' });
  let status = 0;
  let bytes = 0;
  req.on('response', (headers) => { status = headers[':status']; });
  req.on('data', (chunk) => { bytes += chunk.length; });
  req.on('end', async () => { console.log('STATUS ' + status + ' ' + (bytes > 1000 ? 'body' : 'empty')); session.close(); await server.stop(); process.exit(0); });
  req.end();
})();
`,
    });
    const run = (type: string) => new Promise<{ code: number | null; output: string }>((resolveRun, reject) => {
      const child = spawn(process.execPath, ['run.js', type], { cwd: dir });
      let output = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', () => undefined);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolveRun({ code, output });
      });
    });
    const spdy = await run('spdy');
    expect(spdy.output).toMatch(/STATUS 200 body/);
    const http2 = await run('http2');
    expect(http2.output).toMatch(/CRASH Cannot read properties of undefined \(reading 'readable'\)/);
    expect(http2.code).toBe(3);
  });

  proves('/configuration/dev-server/#devserverhistoryapifallback', 'with an index.html that webpack emits under a publicPath other than /, the fallback needs historyApiFallback.index; an index.html in a static folder at / needs nothing', async () => {
    const emitted = { output: { publicPath: '/app/' }, plugins: [new EmitIndexHtml()] };
    await withServer('fallback-emitted-plain', { historyApiFallback: true, static: false }, async (port) => {
      expect((await get(port, '/app/settings', { Accept: 'text/html' })).status).toBe(404);
    }, emitted);
    await withServer('fallback-emitted-index', { historyApiFallback: { index: '/app/index.html' }, static: false }, async (port) => {
      const reply = await get(port, '/app/settings', { Accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatch(/emitted/);
    }, emitted);
    await withServer('fallback-static', { historyApiFallback: true }, async (port) => {
      const reply = await get(port, '/app/settings', { Accept: 'text/html' });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatch(/static/);
    }, { output: { publicPath: '/app/' } });
  });

  proves('/configuration/dev-server/#devserversetupmiddlewares', 'a middleware pushed with a path answers only that path, after the built-in handlers found nothing', async () => {
    await withServer('setup-middlewares', {
      setupMiddlewares: (middlewares) => {
        middlewares.push({ name: 'not-found', path: '/missing', middleware: (_req: unknown, res: { status: (n: number) => { send: (s: string) => void } }) => res.status(404).send('Nothing here') } as never);
        return middlewares;
      },
    }, async (port) => {
      const missing = await get(port, '/missing');
      expect([missing.status, missing.body]).toEqual([404, 'Nothing here']);
      expect((await get(port, '/other')).body).not.toBe('Nothing here');
      expect((await get(port, '/main.js')).status).toBe(200);
    });
  });

  proves('/configuration/dev-server/#devserversetupexitsignals', 'webpack serve leaves setupExitSignals on with webpack-dev-server 5, and the server itself exits on SIGINT', async () => {
    const dir = await projectDir('exit-signals');
    await writeFiles(dir, {
      'src/index.js': 'console.log(1);\n',
      'webpack.config.js': `module.exports = { mode: 'development', entry: './src/index.js', stats: 'none', infrastructureLogging: { level: 'warn' },
  devServer: { port: 0, host: '127.0.0.1', static: false, onListening(server) { console.log('SETUP_EXIT_SIGNALS=' + server.options.setupExitSignals); } } };\n`,
    });
    const cli = require.resolve('webpack-cli/bin/cli.js');
    const result = await new Promise<{ code: number | null; output: string }>((resolveRun, reject) => {
      const child = spawn(process.execPath, [cli, 'serve'], { cwd: dir });
      let output = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (/SETUP_EXIT_SIGNALS=/.test(output)) child.kill('SIGINT');
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolveRun({ code, output });
      });
    });
    expect(result.output).toMatch(/SETUP_EXIT_SIGNALS=true/);
    expect(result.code).toBe(0);
    expect(typeof (Server.prototype as unknown as { apply?: unknown }).apply).toBe('undefined');
  });
});

describe('/configuration/watch/', () => {
  proves('/configuration/watch/#watchoptionsstdin', "webpack-cli reads watchOptions.stdin; webpack's own code never looks at standard input", async () => {
    const lib = join(require.resolve('webpack/package.json'), '..', 'lib');
    const readers: string[] = [];
    const walk = (folder: string): void => {
      for (const entry of readdirSync(folder)) {
        const path = join(folder, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (entry.endsWith('.js') && /process\.stdin|\.stdin\b/.test(readFileSync(path, 'utf8'))) readers.push(path);
      }
    };
    walk(lib);
    expect(readers).toEqual([]);
    const cliSource = readFileSync(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cliSource).toMatch(/watchOptions\?\.stdin/);
    expect(cliSource).toMatch(/process\.stdin\.on\("end"/);
  });
});

describe('/configuration/experiments/', () => {
  proves('/configuration/experiments/#toplevelawait-retired', 'topLevelAwait: false passes validation and is ignored: a module with top-level await still builds as an async module', async () => {
    const schema = JSON.parse(readFileSync(require.resolve('webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { Experiments: { properties: Record<string, unknown> } } };
    expect(Object.keys(schema.definitions.Experiments.properties)).not.toContain('topLevelAwait');
    const dir = await projectDir('tla-false');
    const built = await build(dir, {
      'src/index.js': "import { value } from './config.js';\nconsole.log(value);\n",
      'src/config.js': 'export const value = await Promise.resolve(42);\n',
    }, { mode: 'development', devtool: false, entry: './src/index.js', experiments: { topLevelAwait: false } as webpack.Configuration['experiments'] });
    expect(built.errors).toEqual([]);
    expect(await built.read('main.js')).toMatch(/__webpack_require__\.a\(/);
  });

  proves('/configuration/experiments/#experimentslazycompilation', 'without test every module may be compiled lazily except the HMR and dev server client code', async () => {
    const plugin = await webpackSource('lib/hmr/LazyCompilationPlugin.js', 'const checkTest = (test, module) => {', 3);
    expect(plugin).toMatch(/if \(test === undefined\) return true;/);
    const skip = await webpackSource('lib/hmr/LazyCompilationPlugin.js', 'webpack[/\\\\]hot[/\\\\]|webpack-dev-server[/\\\\]client', 4);
    expect(skip).toMatch(/resolveData\.request[\s\S]*!checkTest\(this\.test, module\)/);
  });

  proves('/configuration/experiments/#experimentsbuildhttp', "buildHttp.frozen defaults to true in production mode and false in development and 'none'", async () => {
    const frozen = (mode: 'production' | 'development' | 'none') => {
      const buildHttp = effectiveOptions({ mode, experiments: { buildHttp: { allowedUris: ['https://cdn.example.test/'] } } }).experiments.buildHttp;
      return typeof buildHttp === 'object' && !Array.isArray(buildHttp) ? buildHttp.frozen : 'not an object';
    };
    expect([frozen('production'), frozen('development'), frozen('none')]).toEqual([true, false, false]);
  });
});

describe('/configuration/other-options/', () => {
  proves('/configuration/other-options/#cachename', 'in an exported array the default cache name ends with the configuration position, as client-development__compiler1__', async () => {
    const multi = webpack([
      { name: 'client', mode: 'development', cache: { type: 'filesystem' }, infrastructureLogging: { level: 'none' } },
      { mode: 'production', cache: { type: 'filesystem' }, infrastructureLogging: { level: 'none' } },
    ]);
    const names = multi.compilers.map((compiler) => (compiler.options.cache as { name?: string }).name);
    await new Promise<void>((resolveClose) => multi.close(() => resolveClose()));
    expect(names).toEqual(['client-development__compiler1__', 'default-production__compiler2__']);
    expect((effectiveOptions({ name: 'client', mode: 'development', cache: { type: 'filesystem' } }).cache as { name?: string }).name).toBe('client-development');
  });

  proves('/configuration/other-options/#cachebuilddependencies', 'webpack-cli adds the loaded configuration file to buildDependencies, so an edited loader option rebuilds; through the Node.js API the old result is served', async () => {
    const configText = (value: string) => `const path = require('path');
module.exports = { mode: 'development', devtool: false, context: __dirname, entry: './src/index.js', output: { path: path.resolve(__dirname, 'dist') }, infrastructureLogging: { level: 'none' },
  cache: { type: 'filesystem', cacheDirectory: path.resolve(__dirname, '.cache') },
  module: { rules: [{ test: /\\.js$/, use: { loader: path.resolve(__dirname, 'loader.js'), options: { value: '${value}' } } }] } };
`;
    const project = async (name: string) => {
      const dir = await projectDir(name);
      await writeFiles(dir, {
        'package.json': '{ "private": true }\n',
        'src/index.js': 'console.log("__VALUE__");\n',
        'loader.js': 'module.exports = function (source) { return source.replace("__VALUE__", this.getOptions().value); };\n',
        'webpack.config.js': configText('first'),
      });
      return dir;
    };
    const cliBuild = (dir: string) => new Promise<void>((resolveRun, reject) => {
      const child = spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js')], { cwd: dir, stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`webpack-cli exited with ${code}`))));
    });
    const apiBuild = async (dir: string) => {
      const configPath = join(dir, 'webpack.config.js');
      delete require.cache[configPath];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const compiler = webpack(require(configPath) as webpack.Configuration);
      await new Promise<void>((resolveRun, reject) => compiler.run((error) => (error ? reject(error) : resolveRun())));
      await new Promise<void>((resolveClose) => compiler.close(() => resolveClose()));
    };
    const bundleValue = (dir: string) => /console\.log\(\\?"(\w+)/.exec(readFileSync(join(dir, 'dist/main.js'), 'utf8'))?.[1];
    const cli = await project('build-deps-cli');
    await cliBuild(cli);
    expect(bundleValue(cli)).toBe('first');
    await writeFiles(cli, { 'webpack.config.js': configText('second') });
    await cliBuild(cli);
    expect(bundleValue(cli)).toBe('second');
    const api = await project('build-deps-api');
    await apiBuild(api);
    expect(bundleValue(api)).toBe('first');
    await writeFiles(api, { 'webpack.config.js': configText('second') });
    await apiBuild(api);
    expect(bundleValue(api)).toBe('first');
  });

  proves('/configuration/other-options/#cachecachedirectory', 'the default cache folder is node_modules/.cache/webpack next to the nearest package.json, or .cache/webpack in the working directory without one', async () => {
    expect((effectiveOptions({ mode: 'development', cache: { type: 'filesystem' } }).cache as { cacheDirectory?: string }).cacheDirectory).toBe(join(process.cwd(), 'node_modules/.cache/webpack'));
    expect(await webpackSource('lib/config/defaults.js', 'F(cache, "cacheDirectory"', 25)).toMatch(/if \(!dir\) \{\s*return path\.resolve\(cwd, "\.cache\/webpack"\);/);
  });

  proves('/configuration/other-options/#snapshotmodule', "snapshot.module adds hash only in production mode: 'none' and development use timestamps alone", async () => {
    expect(effectiveOptions({ mode: 'production' }).snapshot.module).toEqual({ timestamp: true, hash: true });
    expect(effectiveOptions({ mode: 'development' }).snapshot.module).toEqual({ timestamp: true });
    expect(effectiveOptions({ mode: 'none' }).snapshot.module).toEqual({ timestamp: true });
  });

  proves('/configuration/other-options/#snapshotresolve', "snapshot.resolve adds hash only in production mode: 'none' and development use timestamps alone", async () => {
    expect(effectiveOptions({ mode: 'production' }).snapshot.resolve).toEqual({ timestamp: true, hash: true });
    expect(effectiveOptions({ mode: 'none' }).snapshot.resolve).toEqual({ timestamp: true });
  });

  proves('/configuration/other-options/#tuning-the-caches', "cache.allowCollectingMemory is true in development mode only, false in production and 'none'", async () => {
    const allow = (mode: 'production' | 'development' | 'none') => (effectiveOptions({ mode, cache: { type: 'filesystem' } }).cache as { allowCollectingMemory?: boolean }).allowCollectingMemory;
    expect([allow('development'), allow('production'), allow('none')]).toEqual([true, false, false]);
  });

  proves('/configuration/other-options/#records', "deterministic ids are the production default; development uses named ids and 'none' natural ones", async () => {
    const ids = (mode: 'production' | 'development' | 'none') => {
      const { optimization } = effectiveOptions({ mode });
      return [optimization.moduleIds, optimization.chunkIds];
    };
    expect(ids('production')).toEqual(['deterministic', 'deterministic']);
    expect(ids('development')).toEqual(['named', 'named']);
    expect(ids('none')).toEqual(['natural', 'natural']);
  });
});
