// Jest runs TypeScript through esbuild (fast, no type checking: `tsc --noEmit` does that once).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': '<rootDir>/test/jest/esbuildTransform.cjs' },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  testTimeout: 30000,
};
