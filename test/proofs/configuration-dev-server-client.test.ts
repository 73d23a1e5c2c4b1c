// Proofs of /configuration/dev-server/ statements about a running server: webpack-dev-server is
// started on a free port of 127.0.0.1 and asked over HTTP, then stopped.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import webpack from 'webpack';
import Server from 'webpack-dev-server';
import { projectDir, proves, writeFiles } from './proof';
import { whileListening } from './devServerRequest';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET of a path from the server, with the Host header a browser behind a proxy would send. */
function get(port: number, path: string, host: string): Promise<Reply> {
  return new Promise((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port nobody listens on right now, for a server that has to be told its port up front. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Starts a dev server with the options, runs the check against its port, and stops it whatever happens. */
async function withServer(name: string, options: Server.Configuration, check: (port: number) => Promise<void>, publicPath: string | string[] = '/'): Promise<void> {
  const dir = await projectDir(name);
  await writeFiles(dir, { 'src/index.js': "console.log('dev');\n", 'assets/robots.txt': 'User-agent: *\n' });
  const compiler = webpack({ mode: 'development', context: dir, entry: './src/index.js', output: { path: join(dir, 'dist') }, infrastructureLogging: { level: 'none' } });
  const server = new Server({ port: 0, host: '127.0.0.1', hot: false, devMiddleware: { stats: 'none' }, ...options, static: { directory: join(dir, 'assets'), publicPath, watch: false } }, compiler);
  await whileListening(server, check);
}

describe('/configuration/dev-server/ running', () => {
  proves('/configuration/dev-server/#devserverclientwebsocketurl', 'hostname, port, pathname, username and password go into the client, and the hostname is an allowed host', async () => {
    await withServer('websocket-url', { client: { webSocketURL: { hostname: 'dev.example.test', port: 443, pathname: '/live', username: 'u', password: 'p' } } }, async (port) => {
      const bundle = await get(port, '/main.js', 'localhost');
      expect(bundle.status).toBe(200);
      const query = new URLSearchParams(/\?(protocol=[^"\\]*)/.exec(bundle.body)?.[1] ?? '');
      expect(Object.fromEntries(['hostname', 'port', 'pathname', 'username', 'password'].map((k) => [k, query.get(k)]))).toEqual({
        hostname: 'dev.example.test',
        port: '443',
        pathname: '/live',
        username: 'u',
        password: 'p',
      });
      expect(await get(port, '/robots.txt', 'dev.example.test')).toMatchObject({ status: 200, body: 'User-agent: *\n' });
      expect(await get(port, '/robots.txt', 'other.example.test')).toMatchObject({ status: 403, body: 'Invalid Host header' });
    });
  });

  proves('/configuration/dev-server/#devserverclientwebsocketurl', "protocol 'auto:' follows the page's scheme, while 'auto' without the colon builds an auto:// address", async () => {
    // The browser client's own URL builder, run against the location of an https: page behind a proxy.
    const source = await readFile(require.resolve('webpack-dev-server/client/index.js'), 'utf8');
    const body = source.slice(source.indexOf('var formatURL = function formatURL'), source.indexOf('var socketURL = createSocketURL'));
    const page = { location: { protocol: 'https:', hostname: 'app.example.test', port: '8443' } };
    const createSocketURL = new Function('self', `${body}; return createSocketURL;`)(page) as (url: Record<string, string>) => string;
    const url = (protocol: string) => createSocketURL({ protocol, hostname: 'dev.example.test', port: '0', pathname: '/ws' });
    expect(url('auto:')).toBe('wss://dev.example.test:8443/ws');
    expect(url('auto')).toBe('auto://dev.example.test:8443/ws');
    expect(url('ws:')).toBe('ws://dev.example.test:8443/ws');
  });

  proves('/configuration/dev-server/#devserverclientwebsocketurl', "parts left out come from the server's host and port, not from the page", async () => {
    const free = await freePort();
    await withServer('websocket-url-defaults', { port: free }, async (port) => {
      const bundle = await get(port, '/main.js', 'localhost');
      const query = new URLSearchParams(/\?(protocol=[^"\\]*)/.exec(bundle.body)?.[1] ?? '');
      expect([query.get('protocol'), query.get('hostname'), query.get('port'), query.get('pathname')]).toEqual(['ws:', '127.0.0.1', String(free), '/ws']);
    });
  });

  proves('/configuration/dev-server/#devserverheaders', 'in the array form a name listed twice is sent with its last value, and an entry without key fails every response', async () => {
    await withServer('headers-twice', { headers: [{ key: 'X-Build', value: 'one' }, { key: 'X-Build', value: 'two' }] }, async (port) => {
      expect((await get(port, '/robots.txt', 'localhost')).headers['x-build']).toBe('two');
    });
    await withServer('headers-no-key', { headers: [{ value: 'orphan' } as { key: string; value: string }] }, async (port) => {
      expect((await get(port, '/robots.txt', 'localhost')).status).toBe(500);
    });
  });

  proves('/configuration/dev-server/#devserverstatic', 'directory serves its files as they are under /', async () => {
    await withServer('static-directory', {}, async (port) => {
      expect(await get(port, '/robots.txt', 'localhost')).toMatchObject({ status: 200, body: 'User-agent: *\n' });
    });
  });

  proves('/configuration/dev-server/#devserverstatic', 'publicPath moves the folder to each URL path it lists', async () => {
    await withServer('static-public-path', {}, async (port) => {
      expect(await get(port, '/files/robots.txt', 'localhost')).toMatchObject({ status: 200, body: 'User-agent: *\n' });
      expect(await get(port, '/mirror/robots.txt', 'localhost')).toMatchObject({ status: 200, body: 'User-agent: *\n' });
      expect((await get(port, '/robots.txt', 'localhost')).status).toBe(404);
    }, ['/files', '/mirror']);
  });
});
