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
