// Load for the bench, in a process of its own so that the client measuring latency does not
// share an event loop with it: `connections` keep-alive connections ask for the given paths in
// turn without pause, reading every body, until the process is killed. Prints "ready" once 40
// answers have arrived. One JSON argument: { base, paths, connections, encoding }.
'use strict';
const { Agent, request } = require('node:http');

const { base, paths, connections, encoding } = JSON.parse(process.argv[2] || '{}');
let answered = 0;

function ask(agent, i) {
  const req = request(base + paths[i % paths.length], { agent, headers: { 'accept-encoding': encoding } }, (res) => {
    res.resume();
    res.on('end', () => {
      answered += 1;
      if (answered === 40) process.stdout.write('ready\n');
      ask(agent, i + connections);
    });
  });
  req.on('error', () => setTimeout(() => ask(agent, i + connections), 10));
  req.end();
}

for (let c = 0; c < connections; c += 1) ask(new Agent({ keepAlive: true, maxSockets: 1 }), c);
