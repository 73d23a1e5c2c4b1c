// Clients on another machine, for tests of the connection limits: run inside a network
// namespace (see remoteNetwork.ts) with one JSON argument.
//   { mode: 'hold', host, port, from: [addresses], each }   opens `each` connections from every
//     address, sends a request line and then one header byte a second (never a complete
//     request), and opens a new one whenever one closes; prints {"open":n,"held":n,"refused":n,
//     "closed":n} every 100 ms until killed (held: open for a second with no answer, so not
//     about to be refused).
//   { mode: 'get', host, port, from, path }   one GET from that address; prints
//     {"status":n} (0 for a reset or a close without an answer) and exits.
'use strict';
const net = require('node:net');

const options = JSON.parse(process.argv[2] || '{}');

function hold() {
  let open = 0;
  let refused = 0;
  let closed = 0;
  /** Open connections and when each connected, until an answer arrives on it. */
  const unanswered = new Map();
  const connectFrom = (localAddress) => {
    const socket = net.connect({ host: options.host, port: options.port, localAddress });
    let timer = null;
    let answer = '';
    socket.on('connect', () => {
      open += 1;
      unanswered.set(socket, Date.now());
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      timer = setInterval(() => socket.write('a'), 1000);
    });
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      unanswered.delete(socket);
    });
    socket.on('error', () => undefined);
    socket.on('close', (hadError) => {
      unanswered.delete(socket);
      if (timer) {
        clearInterval(timer);
        open -= 1;
      }
      if (answer.startsWith('HTTP/1.1 503')) refused += 1;
      else closed += 1;
      // Keep every slot taken: open another at once.
      setTimeout(() => connectFrom(localAddress), hadError ? 50 : 10);
    });
  };
  for (const address of options.from) for (let i = 0; i < options.each; i += 1) connectFrom(address);
  const held = () => {
    const before = Date.now() - 1000;
    let count = 0;
    for (const since of unanswered.values()) if (since <= before) count += 1;
    return count;
  };
  setInterval(() => process.stdout.write(`${JSON.stringify({ open, held: held(), refused, closed })}\n`), 100);
}

function get() {
  const socket = net.connect({ host: options.host, port: options.port, localAddress: options.from });
  let answer = '';
  socket.on('connect', () => socket.write(`GET ${options.path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
  socket.on('data', (d) => (answer += d.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
    process.stdout.write(`${JSON.stringify({ status: status ? Number(status[1]) : 0, body: answer.slice(answer.indexOf('\r\n\r\n') + 4, answer.indexOf('\r\n\r\n') + 2000) })}\n`);
    process.exit(0);
  });
}

if (options.mode === 'hold') hold();
else get();
