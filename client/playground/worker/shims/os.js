// `os` as the worker sees it: one core, so the minimizer runs in-process (no worker threads).
module.exports = {
  EOL: '\n',
  availableParallelism: () => 1,
  cpus: () => [{ model: 'worker', speed: 0, times: {} }],
  platform: () => 'linux',
  type: () => 'Linux',
  release: () => '',
  arch: () => 'x64',
  endianness: () => 'LE',
  hostname: () => 'localhost',
  homedir: () => '/',
  tmpdir: () => '/tmp',
  totalmem: () => 2 ** 31,
  freemem: () => 2 ** 30,
  constants: { signals: {}, errno: {} },
};
