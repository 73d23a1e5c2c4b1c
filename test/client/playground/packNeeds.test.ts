// Which packs of big packages a project needs: named by its files before a build, or found
// missing in a failed build's errors.
import { packageName, packsForMissing, packsNamedBy } from '../../../client/playground/worker/packNeeds.js';
import { isFrameMessage } from '../../../client/playground/lib/frameMessages';

const PACKS = [
  { id: 'babel', triggers: ['babel-loader', '@babel/'] },
  { id: 'html', triggers: ['html-webpack-plugin'] },
  { id: 'marked', triggers: ['marked'] },
];

describe('packs a project names', () => {
  it('finds a loader named in the configuration', () => {
    const files = { 'webpack.config.js': `module.exports = { module: { rules: [{ test: /\\.js$/, use: 'babel-loader' }] } };` };
    expect(packsNamedBy(files, PACKS, new Set())).toEqual(['babel']);
  });

  it('finds a scope in a babel configuration file and a plugin required by path', () => {
    expect(packsNamedBy({ '.babelrc': `{ "presets": ["@babel/preset-env"] }` }, PACKS, new Set())).toEqual(['babel']);
    expect(packsNamedBy({ 'webpack.config.js': 'const H = require("html-webpack-plugin/lib/x");' }, PACKS, new Set())).toEqual(['html']);
  });

  it('finds a library imported by the sources', () => {
    expect(packsNamedBy({ 'src/index.js': "import { marked } from 'marked';" }, PACKS, new Set())).toEqual(['marked']);
  });

  it('ignores names outside quotes, longer names and packs already loaded', () => {
    const files = { 'src/index.js': "// marked and babel-loader in a comment\nimport x from 'marked-extra';\nrequire('html-webpack-plugin');" };
    expect(packsNamedBy(files, PACKS, new Set(['html']))).toEqual([]);
  });
});

describe('packs of modules a build could not find', () => {
  const index = { lodash: 'html', '@babel/core': 'babel' };

  it('reads webpack\'s and require\'s messages', () => {
    const errors = ["ERROR in ./src/index.js 1:0-23\nModule not found: Error: Can't resolve 'lodash/fp' in '/app/src'", "Cannot find module '@babel/core' from '/app'"];
    expect(packsForMissing(errors, index, new Set()).sort()).toEqual(['babel', 'html']);
  });

  it('leaves relative paths, unknown packages and loaded packs alone', () => {
    const errors = ["Can't resolve './missing' in '/app/src'", "Can't resolve 'left-pad' in '/app/src'", "Can't resolve 'lodash' in '/app'"];
    expect(packsForMissing(errors, index, new Set(['html']))).toEqual([]);
  });

  it('takes the package name of a request', () => {
    expect(packageName('@babel/core/lib/index.js')).toBe('@babel/core');
    expect(packageName('lodash/fp')).toBe('lodash');
    expect(packageName('./x')).toBeNull();
    expect(packageName('node:fs')).toBeNull();
  });
});

describe('the frame\'s request for packs', () => {
  it('is a known message only with a list of ids', () => {
    expect(isFrameMessage({ type: 'need-packs', ids: ['babel'] })).toBe(true);
    expect(isFrameMessage({ type: 'need-packs', ids: [1] })).toBe(false);
    expect(isFrameMessage({ type: 'need-packs' })).toBe(false);
  });
});
