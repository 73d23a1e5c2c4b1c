// The connection guards around a real HTTP server on the loopback interface: how many requests
// one connection gets handled, how many connections one address and everyone get, and what
// happens to a response its client does not read.
import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { CONNECTION_DEFAULTS, createConnectionGuards, type ConnectionLimits } from '../../../server/connectionGuards';
import { silentLogger } from '../../../server/logger';
import { parseConfig } from '../../../server/config';

let server: Server | null = null;

async function guarded(limits: Partial<ConnectionLimits>, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  const guards = createConnectionGuards({ ...CONNECTION_DEFAULTS, ...limits }, silentLogger());
  server = createServer(guards.handler(handler));
  guards.attach(server);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

/** Opens a connection (from the given loopback address) and collects what it receives until it closes. */
function open(port: number, localAddress = '127.0.0.1'): { socket: Socket; connected: Promise<void>; closed: Promise<string> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
  socket.on('error', () => undefined);
  return {
    socket,
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    closed: new Promise((resolve) => socket.once('close', () => resolve(received))),
  };
}

const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));

describe('requests in flight per connection', () => {
  it('handles 8 of 200 pipelined requests, answers the next with 503 and closes the connection', async () => {
    const waiting: ServerResponse[] = [];
    let eighth!: () => void;
    const eight = new Promise<void>((resolve) => (eighth = resolve));
    const port = await guarded({}, (_req, res) => {
      waiting.push(res);
      if (waiting.length === 8) eighth();
    });
    const client = open(port);
    await client.connected;
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(200));
    await eight;
    for (const res of waiting) res.end('ok');
    const text = await client.closed;
    expect(statuses(text)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 503]);
    expect(text).toContain('Too many requests in flight on this connection (at most 8).');
    expect(waiting).toHaveLength(8);
  });

  it('lets a keep-alive client send any number of requests one after another', async () => {
    let handled = 0;
    const port = await guarded({ inFlightPerConnection: 2 }, (_req, res) => {
      handled += 1;
      res.end('ok');
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 20; i += 1) {
      const status = await new Promise<number>((resolve) => {
        const req = get({ port, host: '127.0.0.1', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(-1));
      });
      expect(status).toBe(200);
    }
    agent.destroy();
    expect(handled).toBe(20);
  });
});

describe('connections per client and in total', () => {
  it('refuses connections beyond the share of one address with a clear 503, not those of another address', async () => {
    const port = await guarded({ perClient: 3, exemptLoopback: false }, (_req, res) => res.end('ok'));
    const kept = [open(port), open(port), open(port)];
    await Promise.all(kept.map((c) => c.connected));
    const refused = open(port);
    const text = await refused.closed;
    expect(statuses(text)).toEqual([503]);
    expect(text).toContain('Too many connections from this address (at most 3)');
    const other = open(port, '127.0.0.2');
    await other.connected;
    other.socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statuses(await other.closed)).toEqual([200]);
    for (const c of kept) c.socket.destroy();
  });

  it('does not hold a proxy on this machine (a loopback peer) to the share of one address', async () => {
    const port = await guarded({ perClient: 2 }, (_req, res) => res.end('ok'));
    const kept = [open(port), open(port), open(port), open(port)];
    await Promise.all(kept.map((c) => c.connected));
    const last = kept[3];
    last?.socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statuses((await last?.closed) ?? '')).toEqual([200]);
    for (const c of kept) c.socket.destroy();
  });

  it('refuses connections beyond the total with a clear 503', async () => {
    const port = await guarded({ maxConnections: 4, perClient: 0 }, (_req, res) => res.end('ok'));
    const kept = [open(port, '127.0.0.2'), open(port, '127.0.0.3'), open(port, '127.0.0.4'), open(port, '127.0.0.5')];
    await Promise.all(kept.map((c) => c.connected));
    const text = await open(port, '127.0.0.6').closed;
    expect(statuses(text)).toEqual([503]);
    expect(text).toContain('The server is at its limit of 4 connections');
    for (const c of kept) c.socket.destroy();
  });
});

describe('making room and unfinished requests', () => {
  it('closes an idle connection of the client holding the most to let in a client holding fewer', async () => {
    const port = await guarded({ maxConnections: 4, perClient: 0, exemptLoopback: false }, (_req, res) => res.end('ok'));
    const greedy = [open(port, '127.0.0.2'), open(port, '127.0.0.2'), open(port, '127.0.0.2'), open(port, '127.0.0.3')];
    await Promise.all(greedy.map((c) => c.connected));
    const newcomer = open(port, '127.0.0.4');
    await newcomer.connected;
    newcomer.socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statuses(await newcomer.closed)).toEqual([200]);
    // The oldest of the three was closed for it, without an answer.
    expect(await greedy[0]?.closed).toBe('');
    for (const c of greedy) c.socket.destroy();
  });

  it('refuses a newcomer when nobody holds more than its client would', async () => {
    const port = await guarded({ maxConnections: 2, perClient: 0, exemptLoopback: false }, (_req, res) => res.end('ok'));
    const kept = [open(port, '127.0.0.2'), open(port, '127.0.0.3')];
    await Promise.all(kept.map((c) => c.connected));
    expect(statuses(await open(port, '127.0.0.4').closed)).toEqual([503]);
    for (const c of kept) c.socket.destroy();
  });

  it('drops a connection that sends no complete request in time, and keeps one that did', async () => {
    const port = await guarded({ firstRequestTimeoutMs: 300 }, (_req, res) => res.end('ok'));
    const slow = open(port);
    await slow.connected;
    slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const prompt = open(port);
    await prompt.connected;
    prompt.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await slow.closed).toBe('');
    prompt.socket.end();
    expect(statuses(await prompt.closed)).toEqual([200]);
  });
});

describe('time the server was busy', () => {
  it('does not count against a client: a request sent at once but read only after the server was blocked longer than the time-out is answered', async () => {
    let blocked = false;
    const port = await guarded({ firstRequestTimeoutMs: 200 }, (_req, res) => res.end('ok'));
    // The first connection blocks the event loop for three time-outs, as a long render does,
    // while the second connection's request waits unread in its socket.
    server?.on('connection', () => {
      if (blocked) return;
      blocked = true;
      const until = Date.now() + 600;
      while (Date.now() < until);
    });
    const first = open(port);
    const second = open(port);
    await Promise.all([first.connected, second.connected]);
    first.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    second.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statuses(await first.closed)).toEqual([200]);
    expect(statuses(await second.closed)).toEqual([200]);
    expect(blocked).toBe(true);
  });
});

describe('write time-out', () => {
  it('keeps a client that reads a large response slowly but steadily, all of it in one write', async () => {
    // Larger than what the kernel takes at once on loopback, read at about 1 MB/s: the one write
    // drains for several times the time-out.
    const big = Buffer.alloc(12 * 1024 * 1024, 'x');
    const port = await guarded({ writeTimeoutMs: 2000 }, (_req, res) => {
      res.writeHead(200, { 'Content-Length': big.byteLength });
      res.end(big);
    });
    const client = open(port);
    await client.connected;
    client.socket.removeAllListeners('data');
    client.socket.pause();
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    let received = 0;
    let reader: NodeJS.Timeout | undefined;
    // Until the whole body is in, or the server closed the connection before that.
    await new Promise<void>((resolve) => {
      client.socket.once('close', () => resolve());
      reader = setInterval(() => {
        const chunk = client.socket.read(50 * 1024) as Buffer | null;
        if (chunk) received += chunk.byteLength;
        if (received > big.byteLength) resolve();
      }, 50);
    });
    clearInterval(reader);
    expect(received).toBeGreaterThan(big.byteLength);
    client.socket.destroy();
  });


  it('drops a connection whose client stops reading a large response', async () => {
    const big = Buffer.alloc(64 * 1024 * 1024, 'x');
    const port = await guarded({ writeTimeoutMs: 300 }, (_req, res) => {
      res.writeHead(200, { 'Content-Length': big.byteLength });
      res.end(big);
    });
    const serverSide = new Promise<Socket>((resolve) => server?.once('connection', resolve));
    const client = open(port);
    await client.connected;
    client.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    client.socket.pause();
    // The server closes the connection on its own; its buffered response goes with it.
    const socket = await serverSide;
    await new Promise((resolve) => socket.once('close', resolve));
    expect(socket.destroyed).toBe(true);
    client.socket.destroy();
  });
});

describe('connection settings', () => {
  it('default to a short time-out for the first request and a share that leaves room for others', () => {
    const { connections, timeouts } = parseConfig({}, '/');
    expect(connections.firstRequestTimeoutMs).toBeLessThan(timeouts.headers);
    expect(connections.perClient * 2).toBeLessThanOrEqual(connections.maxConnections);
  });

  it('refuse a share per client beyond half of the total, and a first-request time-out beyond the header time-out', () => {
    expect(() => parseConfig({ MAX_CONNECTIONS: '100', CONNECTIONS_PER_CLIENT: '100' }, '/')).toThrow(/CONNECTIONS_PER_CLIENT \(100\) must be at most half of MAX_CONNECTIONS \(100\)/);
    expect(() => parseConfig({ FIRST_REQUEST_TIMEOUT_MS: '20000' }, '/')).toThrow(/FIRST_REQUEST_TIMEOUT_MS \(20000\) must not exceed HEADERS_TIMEOUT_MS/);
    expect(parseConfig({ MAX_CONNECTIONS: '100', CONNECTIONS_PER_CLIENT: '0' }, '/').connections.perClient).toBe(0);
    expect(parseConfig({ HEADERS_TIMEOUT_MS: '2000' }, '/').connections.firstRequestTimeoutMs).toBe(2000);
  });
});
