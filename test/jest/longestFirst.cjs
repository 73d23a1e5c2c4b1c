// Runs the longest test files first, so that the workers finish together. Jest orders files by
// the durations it kept from earlier runs on this machine; a fresh checkout has none, and jest
// then starts the largest files first, which left files that are short to read but long to run
// (a browser over every page, the image build) for the end, with the other worker idle. Without
// a kept duration, a file takes the one measured in a full run (durations.json, refreshed with
// `node test/jest/writeDurations.cjs <jest --json output>`), else an estimate from its folder.
const { relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const MEASURED = require('./durations.json');

/** Milliseconds a file not measured yet is assumed to take, by folder. */
const ESTIMATES = [
  [/^test\/e2e\//, 20_000],
  [/^test\/content\//, 10_000],
  [/^test\/proofs\//, 3_000],
];

class LongestFirst extends Sequencer {
  time(test) {
    const kept = super.time(test);
    if (kept != null) return kept;
    const path = relative(test.context.config.rootDir, test.path).split('\\').join('/');
    if (MEASURED[path] != null) return MEASURED[path];
    return ESTIMATES.find(([pattern]) => pattern.test(path))?.[1] ?? 1_000;
  }
}

module.exports = LongestFirst;
