// Jest runs TypeScript through esbuild (fast, no type checking: `tsc --noEmit` does that once).
// The second reporter prints how many tests were skipped for a missing upstream corpus (and
// fails the run when CI is set and any was).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': '<rootDir>/test/jest/esbuildTransform.cjs' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  reporters: ['default', '<rootDir>/test/jest/corpusSkipReporter.cjs'],
  // Longest files first, also on a fresh checkout where jest has kept no durations (see the file).
  testSequencer: '<rootDir>/test/jest/longestFirst.cjs',
  testTimeout: 30000,
};
