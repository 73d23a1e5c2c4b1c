// Clients of other machines that try to take every connection, against the built server with
// its default limits: eleven IPv4 addresses each opening their full share of connections whose
// headers trickle in and never complete, and one IPv6 host spreading its connections over the
// addresses of its /64. Another client is still answered. The attackers live in a network
// namespace of this test's own (loopback peers are exempt from per-client limits); without one
// (not root, no iproute2) the test is skipped with the reason.
import { holdStatus, remoteNetwork, type RemoteNetwork } from '../helpers/remoteNetwork';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

const network = remoteNetwork({ v4: 12, v6: 12 });
const skip = 'skip' in network ? network.skip : null;
if (skip) process.stderr.write(`greedy networks skipped: ${skip}\n`);
const describeRemote = skip ? describe.skip : describe;

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not met in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeRemote('networks that try to take every connection', () => {
  const remote = network as RemoteNetwork;
  let server: RunningServer;
  const port = () => Number(new URL(server.url).port);

  beforeAll(async () => {
    // Listening on every interface, with the default limits (1,000 in total, 100 per client).
    server = await startServer({ HOST: '::' });
  });

  afterAll(async () => {
    await server?.stop();
    remote.dispose();
  });

  it('still answers another client while eleven addresses hold their full share with requests that never complete', async () => {
    const attack = remote.run({ mode: 'hold', host: remote.local.v4, port: port(), from: remote.v4.slice(0, 11), each: 100 });
    const status = holdStatus(attack);
    // The server is full: as many connections as it takes are open, and more are turned away.
    await until(() => status().open >= 900 && status().refused + status().closed > 0, 'the attack fills the server');
    for (let i = 0; i < 5; i += 1) {
      const answer = await remote.get(remote.v4[11] as string, remote.local.v4, port(), '/concepts/');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Concepts');
    }
    attack.kill('SIGKILL');
  });

  it('counts an IPv6 host by its /64: all its addresses together hold one share', async () => {
    const attack = remote.run({ mode: 'hold', host: remote.local.v6, port: port(), from: remote.v6, each: 100 });
    const status = holdStatus(attack);
    // Connections held a second without an answer (the refused ones get theirs at once).
    await until(() => status().held >= 50 && status().refused > 200, 'connections beyond the share refused');
    expect(status().held).toBeLessThanOrEqual(100);
    const answer = await remote.get(remote.v4[11] as string, remote.local.v4, port(), '/concepts/');
    expect(answer.status).toBe(200);
    attack.kill('SIGKILL');
  });
});
