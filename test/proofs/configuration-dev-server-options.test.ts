// Proofs of /configuration/dev-server/ options on a running webpack-dev-server (127.0.0.1, a free
// port, stopped after each check), with HTTP requests, a WebSocket client and the served bundle;
// where a run would need a browser, from the server's and the client's source.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack from 'webpack';
import Server from 'webpack-dev-server';
import express from 'express';
import { projectDir, proves, writeFiles } from './proof';
import { get } from './devServerRequest';


/** A port held by a listener of ours, so the server finds it busy. */
function occupiedPort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolvePort, reject) => {
    const holder: NetServer = createServer();
    holder.on('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      resolvePort({ port: (holder.address() as AddressInfo).port, release: () => new Promise((done) => holder.close(() => done())) });
    });
  });
}

interface Running {
  dir: string;
  server: Server;
  port: number;
  logs: string[];
}

/** Starts a dev server over a small project, runs the check, and stops the server whatever happens. */
async function withServer(name: string, options: Server.Configuration, check: (running: Running) => Promise<void>, compilerOptions: webpack.Configuration = {}): Promise<void> {
  const dir = await projectDir(name);
  await writeFiles(dir, {
    'src/index.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n`,
    'public/index.html': '<!doctype html><title>app</title>\n',
    'public/robots.txt': 'User-agent: *\n',
    'public/logo.png': `\x89PNG${'x'.repeat(2048)}`,
  });
  const logs: string[] = [];
  const record = (...args: unknown[]) => logs.push(args.join(' '));
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    infrastructureLogging: { level: 'info', console: { ...console, info: record, log: record, warn: record, error: record } as Console },
    ...compilerOptions,
  });
  const server = new Server({ port: 0, host: '127.0.0.1', hot: false, devMiddleware: { stats: 'none' }, static: { directory: join(dir, 'public'), watch: false }, ...options }, compiler);
  await server.start();
  try {
    const address = server.server?.address();
    await check({ dir, server, port: typeof address === 'object' && address ? address.port : 0, logs });
  } finally {
    await server.stop();
  }
}

/** The query the server put on the client entry of the bundle. */
async function clientQuery(port: number): Promise<URLSearchParams> {
  const bundle = (await get({ port }, '/main.js')).body;
  return new URLSearchParams(/webpack-dev-server\/client\/index\.js\?(protocol=[^"\\]*)/.exec(bundle)?.[1] ?? '');
}

const serverSource = (): string => readFileSync(require.resolve('webpack-dev-server/lib/Server.js'), 'utf8');
const clientSource = (): string => readFileSync(require.resolve('webpack-dev-server/client/index.js'), 'utf8');

describe('/configuration/dev-server/ options', () => {
  proves('/configuration/dev-server/#devserver', 'the bundle is served from memory and nothing is written to output.path unless writeToDisk asks for it', async () => {
    await withServer('in-memory', {}, async ({ dir, port }) => {
      const bundle = await get({ port }, '/main.js');
      expect(bundle.status).toBe(200);
      expect(bundle.body).toContain('xxxxxxxxxx');
      expect(existsSync(join(dir, 'dist'))).toBe(false);
    });
    await withServer('write-to-disk', { devMiddleware: { stats: 'none', writeToDisk: true } }, async ({ dir, port }) => {
      expect((await get({ port }, '/main.js')).status).toBe(200);
      expect(existsSync(join(dir, 'dist/main.js'))).toBe(true);
    });
    const manifest = JSON.parse(readFileSync(require.resolve('webpack-dev-server/package.json'), 'utf8')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe('>= 18.12.0');
  });

  proves('/configuration/dev-server/#running-the-dev-server', 'at start it prints the addresses it listens on and the static folders', async () => {
    await withServer('status', {}, async ({ dir, port, logs }) => {
      expect(logs).toEqual(expect.arrayContaining([
        '[webpack-dev-server] Project is running at:',
        `[webpack-dev-server] Loopback: http://127.0.0.1:${port}/`,
        `[webpack-dev-server] Content not from webpack is served from '${join(dir, 'public')}' directory`,
      ]));
    });
    // Network addresses are added when the server listens on all interfaces.
    const source = serverSource();
    expect(source).toMatch(/if \(parsedIP\.range\(\) === "unspecified"\) \{\s*localhost = prettyPrintURL\("localhost"\);[\s\S]{0,200}Server\.findIp\("v4", false\)/);
    expect(source).toContain('`On Your Network (IPv4): ${colors.info(useColor, networkUrlIPv4)}`');
    // webpack serve with several configurations: one server each, free ports picked in turn from the base port
    // (checked with webpack-cli 7.3.1 and two configurations: 127.0.0.1 on two consecutive ports).
    const cli = readFileSync(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cli).toMatch(/if \(devServers\.length > 1 &&\s*!devServerOptions\.ipc &&\s*\(typeof devServerOptions\.port === "undefined" \|\| devServerOptions\.port === "auto"\)\) \{/);
    expect(cli).toMatch(/nextBasePort = devServerOptions\.port \+ 1;/);
  });

  proves('/configuration/dev-server/#devserverallowedhosts', "'auto' accepts localhost and IP addresses only; listed names and dotted domains are accepted; 'all' turns the check off", async () => {
    await withServer('hosts-auto', {}, async ({ port }) => {
      expect((await get({ port }, '/robots.txt', { Host: 'localhost' })).status).toBe(200);
      expect((await get({ port }, '/robots.txt', { Host: '10.1.2.3' })).status).toBe(200);
      expect(await get({ port }, '/robots.txt', { Host: 'app.local' })).toMatchObject({ status: 403, body: 'Invalid Host header' });
    });
    await withServer('hosts-listed', { allowedHosts: ['app.local', '.preview.example.test'] }, async ({ port }) => {
      const status = async (host: string) => (await get({ port }, '/robots.txt', { Host: host })).status;
      expect([await status('app.local'), await status('preview.example.test'), await status('pr-1.preview.example.test'), await status('other.example.test')]).toEqual([200, 200, 200, 403]);
    });
    await withServer('hosts-all', { allowedHosts: 'all' }, async ({ port }) => {
      expect((await get({ port }, '/robots.txt', { Host: 'anything.example.test' })).status).toBe(200);
    });
  });

  proves('/configuration/dev-server/#devserverclient', 'the client script is injected into the bundle, and client: false leaves it out', async () => {
    await withServer('client-on', {}, async ({ port }) => {
      expect((await get({ port }, '/main.js')).body).toContain('webpack-dev-server/client/index.js?protocol=ws');
    });
    await withServer('client-off', { client: false }, async ({ port }) => {
      expect((await get({ port }, '/main.js')).body).not.toContain('webpack-dev-server/client/index.js');
    });
  });

  proves('/configuration/dev-server/#devserverclientlogging', 'the client level follows infrastructureLogging.level unless client.logging is given', async () => {
    await withServer('logging-info', {}, async ({ port }) => {
      expect((await clientQuery(port)).get('logging')).toBe('info');
    });
    await withServer('logging-follows', {}, async ({ port }) => {
      expect((await clientQuery(port)).get('logging')).toBe('error');
    }, { infrastructureLogging: { level: 'error' } });
    await withServer('logging-explicit', { client: { logging: 'warn' } }, async ({ port }) => {
      expect((await clientQuery(port)).get('logging')).toBe('warn');
    }, { infrastructureLogging: { level: 'error' } });
  });

  proves('/configuration/dev-server/#devserverclientoverlay', 'on by default; an object fills the categories it leaves out with true, runtime errors included', async () => {
    await withServer('overlay-default', {}, async ({ port }) => {
      expect((await clientQuery(port)).get('overlay')).toBe('true');
    });
    await withServer('overlay-object', { client: { overlay: { warnings: false } } }, async ({ port }) => {
      expect(JSON.parse((await clientQuery(port)).get('overlay') ?? '{}')).toMatchObject({ warnings: false });
    });
    expect(clientSource()).toMatch(/options\.overlay = _objectSpread\(\{\s*errors: true,\s*warnings: true,\s*runtimeErrors: true\s*\}, options\.overlay\)/);
    expect(clientSource()).toContain('catchRuntimeError: options.overlay.runtimeErrors');
  });

  proves('/configuration/dev-server/#devserverclientprogress', "true logs the percentage in the browser console; 'linear' and 'circular' also draw an indicator", async () => {
    await withServer('progress', { client: { progress: 'linear' as unknown as boolean } }, async ({ port }) => {
      expect((await clientQuery(port)).get('progress')).toBe('linear');
    });
    const source = clientSource();
    expect(source).toMatch(/if \(options\.progress\) \{\s*log\.info\([^\n]*data\.percent, "% - "\)/);
    expect(source).toMatch(/if \(isProgressSupported\(\) && typeof options\.progress === "string"\) \{[\s\S]{0,400}progress\.setAttribute\("type", options\.progress\)/);
    expect(serverSource()).toMatch(/\(this\.options\.client\)\.progress\s*\) \{\s*this\.setupProgressPlugin\(\);/);
  });

  proves('/configuration/dev-server/#devservercompress', 'responses over 1 KiB are gzipped for clients that accept it; compress: false sends them as they are', async () => {
    await withServer('compress-on', {}, async ({ port }) => {
      expect((await get({ port }, '/main.js', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
      expect((await get({ port }, '/robots.txt', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
      // A 2 KiB PNG is over the threshold but not a compressible type.
      expect((await get({ port }, '/logo.png', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
      expect((await get({ port }, '/main.js')).headers['content-encoding']).toBeUndefined();
    });
    await withServer('compress-off', { compress: false }, async ({ port }) => {
      expect((await get({ port }, '/main.js', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
    });
  });

  proves('/configuration/dev-server/#devserverhistoryapifallback', 'HTML requests for unknown paths get index.html; paths with a dot only with disableDotRule', async () => {
    const html = { Accept: 'text/html' };
    await withServer('history-off', {}, async ({ port }) => {
      expect((await get({ port }, '/settings/profile', html)).status).toBe(404);
    });
    await withServer('history-on', { historyApiFallback: true }, async ({ port }) => {
      expect(await get({ port }, '/settings/profile', html)).toMatchObject({ status: 200, body: '<!doctype html><title>app</title>\n' });
      expect((await get({ port }, '/settings/profile', { Accept: 'application/json' })).status).toBe(404);
      expect((await get({ port }, '/users/jane.doe', html)).status).toBe(404);
    });
    await withServer('history-dots', { historyApiFallback: { disableDotRule: true } }, async ({ port }) => {
      expect(await get({ port }, '/users/jane.doe', html)).toMatchObject({ status: 200, body: '<!doctype html><title>app</title>\n' });
    });
  });

  proves('/configuration/dev-server/#devserverhost', "the special values pick a non-internal address, or all interfaces when there is none", async () => {
    const source = serverSource();
    expect(source).toMatch(/if \(hostname === "local-ip"\) \{\s*return \(\s*Server\.findIp\("v4", false\) \|\| Server\.findIp\("v6", false\) \|\| "0\.0\.0\.0"/);
    expect(source).toMatch(/hostname === "local-ipv4"\) \{\s*return Server\.findIp\("v4", false\) \|\| "0\.0\.0\.0";/);
    expect(source).toMatch(/hostname === "local-ipv6"\) \{\s*return Server\.findIp\("v6", false\) \|\| "::";/);
  });

  proves('/configuration/dev-server/#devserverhot', "hot adds the HMR runtime and webpack/hot/dev-server (which reloads when an update cannot be applied); 'only' uses only-dev-server, which never reloads", async () => {
    await withServer('hot-on', { hot: true }, async ({ port }) => {
      const bundle = (await get({ port }, '/main.js')).body;
      expect(bundle).toContain('webpack/hot/dev-server.js');
      expect(bundle).toContain('__webpack_require__.hmrM');
    });
    await withServer('hot-only', { hot: 'only' }, async ({ port }) => {
      expect((await get({ port }, '/main.js')).body).toContain('webpack/hot/only-dev-server.js');
    });
    await withServer('hot-off', { hot: false }, async ({ port }) => {
      expect((await get({ port }, '/main.js')).body).not.toContain('__webpack_require__.hmrM');
    });
    expect(serverSource()).toMatch(/const plugin = new webpack\.HotModuleReplacementPlugin\(\);\s*plugin\.apply\(compiler\);/);
    expect(readFileSync(require.resolve('webpack/hot/dev-server.js'), 'utf8')).toContain('window.location.reload();');
    expect(readFileSync(require.resolve('webpack/hot/only-dev-server.js'), 'utf8')).not.toContain('location.reload');
  });

  proves('/configuration/dev-server/#devserverlivereload', 'the client reloads on a rebuild only while hot is off, and watched files send a reload only with liveReload', async () => {
    await withServer('live-reload-query', { liveReload: false }, async ({ port }) => {
      expect((await clientQuery(port)).get('live-reload')).toBe('false');
    });
    const client = clientSource();
    expect(client).toMatch(/if \(hot && allowToHot\) \{[\s\S]*\}\s*\/\/ allow refreshing the page only if liveReload isn't disabled\s*else if \(liveReload && allowToLiveReload\)/);
    expect(serverSource()).toMatch(/\/\/ disabling refreshing on changing the content\s*if \(this\.options\.liveReload\) \{\s*watcher\.on\("change"/);
  });

  proves('/configuration/dev-server/#devserverport', 'auto moves up from the base port to a free one; an explicit busy port stops the process with EADDRINUSE', async () => {
    const busy = await occupiedPort();
    try {
      // Both run in a process of their own: the free-port search uses a dynamic import() that the test
      // runner's module system refuses, and the listen error is thrown from an event and ends the process.
      const dir = await projectDir('port-busy');
      await writeFiles(dir, { 'src/index.js': '' });
      const script = `
        const webpack = require(${JSON.stringify(require.resolve('webpack'))});
        const Server = require(${JSON.stringify(require.resolve('webpack-dev-server'))});
        const serve = (port) => new Server({ port, host: '127.0.0.1', static: false, devMiddleware: { stats: 'none' } },
          webpack({ mode: 'development', context: ${JSON.stringify(dir)}, entry: './src/index.js', infrastructureLogging: { level: 'none' } }));
        (async () => {
          const auto = serve('auto');
          await auto.start();
          console.log('auto ' + auto.server.address().port);
          await auto.stop();
          await serve(${busy.port}).start();
          console.log('explicit started');
        })();`;
      const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, WEBPACK_DEV_SERVER_BASE_PORT: String(busy.port) } });
      const autoPort = Number(/^auto (\d+)$/m.exec(result.stdout)?.[1]);
      expect(autoPort).toBeGreaterThan(busy.port);
      expect(result.stdout).not.toContain('explicit started');
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(`Error: listen EADDRINUSE: address already in use 127.0.0.1:${busy.port}`);
    } finally {
      await busy.release();
    }
    expect(serverSource()).toMatch(/Number\.parseInt\(process\.env\.WEBPACK_DEV_SERVER_BASE_PORT, 10\)\s*: 8080;/);
  });

  proves('/configuration/dev-server/#devserverproxy', 'an entry given as a function is called again for each request', async () => {
    const backend = createHttpServer((req, res) => res.end(`backend saw ${req.url}`));
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', () => done()));
    const target = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    let calls = 0;
    try {
      await withServer('proxy-function', { proxy: [() => (calls++, { context: ['/api'], target, logLevel: 'silent' as const })] }, async ({ port }) => {
        const before = calls;
        expect((await get({ port }, '/api/one')).body).toBe('backend saw /api/one');
        expect((await get({ port }, '/api/two')).body).toBe('backend saw /api/two');
        expect(calls - before).toBe(2);
      });
    } finally {
      await new Promise((done) => backend.close(done));
    }
  });

  proves('/configuration/dev-server/#devserverserver', 'without key and cert a self-signed certificate is generated, cached as server.pem and renewed after 30 days', async () => {
    const source = serverSource();
    expect(source).toMatch(/if \(!serverOptions\.key \|\| !serverOptions\.cert\) \{\s*const certificateDir = Server\.findCacheDir\(\);\s*const certificatePath = path\.join\(certificateDir, "server\.pem"\);/);
    expect(source).toContain('// cert is more than 30 days old, kill it with fire');
    expect(source).toMatch(/const selfsigned = require\("selfsigned"\);/);
    expect(source).toContain('return path.resolve(dir, "node_modules/.cache/webpack-dev-server");');
  });

  proves('/configuration/dev-server/#devserversetupmiddlewares', 'unshift runs before the built-in middlewares and push after them; the version 4 hooks are rejected', async () => {
    await withServer('setup-middlewares', {
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({ name: 'first', path: '/robots.txt', middleware: (_req: unknown, res: { end: (s: string) => void }) => res.end('from unshift') } as never);
        middlewares.push({ name: 'last', path: '/index.html', middleware: (_req: unknown, res: { end: (s: string) => void }) => res.end('from push') } as never);
        middlewares.push({ name: 'fallback', middleware: (_req: unknown, res: { end: (s: string) => void }) => res.end('nothing else answered') } as never);
        return middlewares;
      },
    }, async ({ port }) => {
      expect((await get({ port }, '/robots.txt')).body).toBe('from unshift');
      expect((await get({ port }, '/index.html')).body).toBe('<!doctype html><title>app</title>\n');
      expect((await get({ port }, '/nowhere')).body).toBe('nothing else answered');
    });
    const dir = await projectDir('old-hooks');
    const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', infrastructureLogging: { level: 'none' } });
    expect(() => new Server({ port: 0, host: '127.0.0.1', onBeforeSetupMiddleware: () => undefined } as Server.Configuration, compiler)).toThrow(/options has an unknown property 'onBeforeSetupMiddleware'/);
  });

  proves('/configuration/dev-server/#devserverwatchfiles', 'a change to a watched file sends the page a static-changed message, which reloads it', async () => {
    // The WebSocket client of the dev server's own dependency (ws is not one of the project's).
    const WebSocket = createRequire(require.resolve('webpack-dev-server/package.json'))('ws') as new (url: string, options: { headers: Record<string, string> }) => { on(event: string, listener: (data: unknown) => void): void; close(): void };
    const dir = await projectDir('watch-files-target');
    await writeFiles(dir, { 'template.html': '<p>one</p>\n' });
    const file = join(dir, 'template.html');
    await withServer('watch-files', { watchFiles: { paths: [file] } }, async ({ port, server }) => {
      const watcher = (server as unknown as { staticWatchers: { _readyEmitted: boolean; on(event: 'ready', listener: () => void): void }[] }).staticWatchers[0];
      if (!watcher) throw new Error('watchFiles created no watcher');
      if (!watcher._readyEmitted) await new Promise<void>((ready) => watcher.on('ready', ready));
      // A browser sends an Origin header; the server refuses a socket without one.
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: `http://127.0.0.1:${port}` } });
      const message = new Promise<unknown>((received) => {
        socket.on('message', (data) => {
          const parsed = JSON.parse(String(data)) as { type: string; data?: unknown };
          if (parsed.type === 'static-changed') received(parsed.data);
        });
      });
      await new Promise<void>((open) => socket.on('open', () => open()));
      await writeFile(file, '<p>two</p>\n');
      expect(await message).toBe(file);
      socket.close();
    });
    expect(clientSource()).toMatch(/"static-changed": function staticChanged\(file\) \{[\s\S]{0,200}self\.location\.reload\(\);/);
    expect(await readFile(file, 'utf8')).toBe('<p>two</p>\n');
  });

  proves('/configuration/dev-server/#devserverwebsocketserver', "'sockjs' switches the client to SockJS by itself, and a custom path reaches the client without client options", async () => {
    await withServer('sockjs', { webSocketServer: 'sockjs' }, async ({ port }) => {
      expect((await get({ port }, '/main.js')).body).toContain('webpack-dev-server/client/clients/SockJSClient.js');
    });
    await withServer('ws-default', {}, async ({ port }) => {
      const bundle = (await get({ port }, '/main.js')).body;
      expect(bundle).toContain('webpack-dev-server/client/clients/WebSocketClient.js');
      expect(bundle).not.toContain('SockJSClient.js');
    });
    await withServer('ws-path', { webSocketServer: { type: 'ws', options: { path: '/live-updates' } } }, async ({ port }) => {
      expect((await clientQuery(port)).get('pathname')).toBe('/live-updates');
    });
  });

  proves('/configuration/dev-server/#devserverclientwebsockettransport', 'left unset it follows webSocketServer; set, it wins', async () => {
    await withServer('transport-explicit', { webSocketServer: 'sockjs', client: { webSocketTransport: 'ws' } }, async ({ port }) => {
      const bundle = (await get({ port }, '/main.js')).body;
      expect(bundle).toContain('webpack-dev-server/client/clients/WebSocketClient.js');
      expect(bundle).not.toContain('SockJSClient.js');
    });
    expect(serverSource()).toMatch(/\} else if \(isKnownWebSocketServerImplementation\) \{\s*clientTransport =[\s\S]{0,120}\(this\.options\.webSocketServer\)\.type;/);
  });

  proves('/configuration/dev-server/#devserversetupexitsignals', 'on by default for the Node.js API; webpack serve turns it off and handles the signals itself', async () => {
    expect(serverSource()).toMatch(/if \(typeof options\.setupExitSignals === "undefined"\) \{\s*options\.setupExitSignals = true;/);
    const cli = readFileSync(require.resolve('webpack-cli/lib/webpack-cli.js'), 'utf8');
    expect(cli).toMatch(/new DevServerPlugin\(\{\s*\.\.\.devServerOptions,\s*setupExitSignals: false,\s*\}\)/);
  });

  proves('/configuration/dev-server/#devserverapp', 'the function returns the application the middlewares are added to', async () => {
    let made = 0;
    await withServer('custom-app', {
      app: () => {
        made++;
        const app = express();
        app.get('/from-own-app', (_req, res) => res.send('own app'));
        return app as never;
      },
    }, async ({ port }) => {
      expect(made).toBe(1);
      expect((await get({ port }, '/from-own-app')).body).toBe('own app');
      expect((await get({ port }, '/robots.txt')).body).toBe('User-agent: *\n');
    });
  });

  proves('/configuration/dev-server/#devserveripc', 'ipc listens on a socket path instead of a TCP port', async () => {
    const socketDir = await projectDir('ipc-socket');
    const socketPath = join(socketDir, 'dev.sock');
    await withServer('ipc', { ipc: socketPath, port: undefined, host: undefined }, async ({ server }) => {
      expect(server.server?.address()).toBe(socketPath);
      expect(await get({ socketPath }, '/robots.txt')).toMatchObject({ status: 200, body: 'User-agent: *\n' });
    });
  });
});
