// Proofs of /configuration/output/#outputenvironment: what the runtime webpack writes with each
// feature flag switched off and on.
import { build, projectDir, proves } from './proof';

const files = { 'src/index.js': "import('./lazy');\nconsole.log(typeof global);\n", 'src/lazy.js': 'export const x = 1;\n' };
const flags = ['arrowFunction', 'const', 'let', 'hasOwn', 'globalThis', 'symbol', 'optionalChaining', 'logicalAssignment'] as const;

async function runtimeWith(name: string, on: boolean): Promise<string> {
  const environment = Object.fromEntries(flags.map((flag) => [flag, on]));
  const built = await build(await projectDir(name), files, { mode: 'none', target: 'web', entry: './src/index.js', output: { environment } });
  return built.read('main.js');
}

describe('/configuration/output/ environment', () => {
  proves('/configuration/output/#outputenvironment', 'each flag lets the runtime use the feature, and false makes it write the older form', async () => {
    const off = await runtimeWith('environment-off', false);
    const on = await runtimeWith('environment-on', true);
    // arrowFunction
    expect(on).toMatch(/__webpack_require__\.o = \(obj, prop\) =>/);
    expect(off).not.toMatch(/=>/);
    // const and let
    expect(on).toMatch(/\bconst /);
    expect(on).toMatch(/\blet /);
    expect(off).not.toMatch(/\b(const|let) /);
    // hasOwn
    expect(on).toMatch(/Object\.hasOwn\(obj, prop\)/);
    expect(off).toMatch(/Object\.prototype\.hasOwnProperty\.call\(obj, prop\)/);
    // globalThis: `global` in the source becomes globalThis, or a probe with a fallback
    expect(on).toMatch(/console\.log\(typeof globalThis\)/);
    expect(off).toMatch(/console\.log\(typeof __webpack_require__\.g\)/);
    expect(off).toMatch(/if \(typeof globalThis === 'object'\) return globalThis;/);
    // symbol
    expect(on).not.toMatch(/typeof Symbol !== 'undefined'/);
    expect(off).toMatch(/if\(typeof Symbol !== 'undefined' && Symbol\.toStringTag\)/);
    // optionalChaining
    expect(on).toMatch(/script\.parentNode\?\.removeChild\(script\)/);
    expect(off).toMatch(/script\.parentNode && script\.parentNode\.removeChild\(script\)/);
    // logicalAssignment
    expect(on).toMatch(/self\["webpackChunk"\] \|\|= \[\]/);
    expect(off).toMatch(/self\["webpackChunk"\] = self\["webpackChunk"\] \|\| \[\]/);
  });
});
