// Listening: the port the system gave, and a one-line answer naming the port and PORT when the
// port is taken, instead of an error event with a stack trace.
import { createServer, type Server } from 'node:http';
import { listen, listenFailure, ListenError } from '../../server/httpServer';

const opened: Server[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});
function server(): Server {
  const s = createServer((_req, res) => res.end());
  opened.push(s);
  return s;
}

describe('listen', () => {
  it('resolves with the port the system chose for port 0', async () => {
    const port = await listen(server(), 0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
  });

  it('rejects with one line naming the port and PORT when the port is in use', async () => {
    const port = await listen(server(), 0, '127.0.0.1');
    const error = await listen(server(), port, '127.0.0.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ListenError);
    const message = (error as Error).message;
    expect(message).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(message).toMatch(/set PORT to a free port/);
    expect(message).not.toContain('\n');
  });
});

describe('listenFailure', () => {
  const failure = (code: string) => Object.assign(new Error(code), { code });

  it('suggests the next port for a port in use', () => {
    expect(listenFailure(failure('EADDRINUSE'), 3000, '0.0.0.0')).toBe('port 3000 on 0.0.0.0 is already in use. Stop what is using it, or set PORT to a free port (PORT=3001 npm start).');
  });

  it('explains a privileged port and an address that is not this machine', () => {
    expect(listenFailure(failure('EACCES'), 80, '0.0.0.0')).toMatch(/^no permission to listen on port 80 on 0\.0\.0\.0\. Use a port above 1023/);
    expect(listenFailure(failure('EADDRNOTAVAIL'), 3000, '10.9.9.9')).toMatch(/Set HOST to one of its addresses/);
  });

  it('leaves other errors to the caller', () => {
    expect(listenFailure(failure('EMFILE'), 3000, '0.0.0.0')).toBeNull();
  });
});
