// `process` for the worker: the project root is the working directory; nextTick runs on
// microtasks (a timer would be clamped to 4 ms and slow every build down).
const started = performance.now();

function hrtime(previous) {
  const now = performance.now() - started;
  let seconds = Math.floor(now / 1000);
  let nanos = Math.floor((now % 1000) * 1e6);
  if (previous) {
    seconds -= previous[0];
    nanos -= previous[1];
    if (nanos < 0) {
      seconds -= 1;
      nanos += 1e9;
    }
  }
  return [seconds, nanos];
}
hrtime.bigint = () => BigInt(Math.floor((performance.now() - started) * 1e6));

const noop = () => {};
const process = {
  title: 'browser',
  env: {},
  argv: ['node', 'webpack'],
  execArgv: [],
  pid: 1,
  platform: 'linux',
  arch: 'x64',
  version: 'v20.20.2',
  versions: { node: '20.20.2' },
  release: { name: 'node' },
  cwd: () => '/app',
  chdir: noop,
  umask: () => 0o22,
  hrtime,
  uptime: () => (performance.now() - started) / 1000,
  memoryUsage: () => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 }),
  cpuUsage: () => ({ user: 0, system: 0 }),
  nextTick: (fn, ...args) => queueMicrotask(() => fn(...args)),
  emitWarning: noop,
  on: noop,
  once: noop,
  off: noop,
  addListener: noop,
  removeListener: noop,
  removeAllListeners: noop,
  emit: noop,
  listeners: () => [],
  binding: () => {
    throw new Error('process.binding is not supported in the playground');
  },
  exit: noop,
  stdout: { write: noop, isTTY: false },
  stderr: { write: noop, isTTY: false },
};
module.exports = process;
