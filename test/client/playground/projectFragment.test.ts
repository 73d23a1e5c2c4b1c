import { fromBase64Url, parseProjectFragment, projectFragment, toBase64Url } from '../../../client/playground/lib/projectFragment';

describe('project fragment', () => {
  it('round-trips a project with non-ASCII text through #project=', () => {
    const project = { files: { 'src/index.js': "console.log('héllo, 世界 🌍');\n", 'webpack.config.js': 'module.exports = {};\n' } };
    expect(parseProjectFragment(projectFragment(project))).toEqual(project);
  });

  it('reads the base64url form node writes (Buffer base64url, no padding)', () => {
    const files = { 'a.js': 'x?>>' };
    const hash = `#project=${Buffer.from(JSON.stringify({ files }), 'utf8').toString('base64url')}`;
    expect(parseProjectFragment(hash)).toEqual({ files });
    expect(fromBase64Url(toBase64Url('ü~?'))).toBe('ü~?');
  });

  it('round-trips binary files as base64 beside the text files, and leaves "binary" out when there are none', () => {
    const project = { files: { 'src/index.js': "import logo from './logo.png';\n" }, binary: { 'src/logo.png': 'iVBORw0KGgoAAP8=' } };
    expect(parseProjectFragment(projectFragment(project))).toEqual(project);
    expect(fromBase64Url(projectFragment({ files: { 'a.js': '' }, binary: {} }).slice('#project='.length))).toBe('{"files":{"a.js":""}}');
  });

  it('refuses binary files that are not base64, or a path given both as text and as binary', () => {
    expect(String(parseProjectFragment(`#project=${toBase64Url('{"files": {}, "binary": {"a.png": "not base64!"}}')}`))).toMatch(/not base64: a\.png/);
    expect(String(parseProjectFragment(`#project=${toBase64Url('{"files": {}, "binary": ["x"]}')}`))).toMatch(/"binary" that is not an object/);
    expect(String(parseProjectFragment(`#project=${toBase64Url('{"files": {"a.png": ""}, "binary": {"a.png": "AA=="}}')}`))).toMatch(/both a text and a binary file for a\.png/);
  });

  it('names no project for another fragment', () => {
    expect(parseProjectFragment('#section')).toBeNull();
    expect(parseProjectFragment('')).toBeNull();
  });

  it('says what is wrong with a broken project', () => {
    expect(parseProjectFragment('#project=!!')).toBeNull();
    expect(parseProjectFragment(`#project=${toBase64Url('{"files": [1]}')}`)).toBeInstanceOf(Error);
    expect(String(parseProjectFragment(`#project=${toBase64Url('not json')}`))).toMatch(/base64url of UTF-8 JSON/);
  });
});
