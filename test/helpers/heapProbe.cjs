// Loaded into a server under test with --require: on SIGUSR2 it runs a full garbage collection
// and writes process.memoryUsage() as JSON to the file named by HEAP_PROBE_FILE. Retention checks
// read the live heap this way, because resident memory moves by tens of megabytes with the
// collector's timing whether or not anything is kept.
const fs = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

process.on('SIGUSR2', () => {
  collect();
  fs.writeFileSync(process.env.HEAP_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
