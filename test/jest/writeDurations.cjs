// Writes test/jest/durations.json from the results of a full run (`jest --json --outputFile=F`):
// each file's duration in milliseconds, by its path in the repository, longest first.
const { readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..', '..');
const results = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const durations = results.testResults
  .map((file) => [relative(ROOT, file.name).split('\\').join('/'), Math.round((file.endTime - file.startTime) / 100) * 100])
  .filter(([path]) => !path.startsWith('..'))
  .sort((a, b) => b[1] - a[1]);
writeFileSync(join(__dirname, 'durations.json'), `${JSON.stringify(Object.fromEntries(durations), null, 1)}\n`);
console.log(`${durations.length} files`);
