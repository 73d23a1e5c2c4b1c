// Readable log lines for `npm run dev`: what a writer sees in the terminal.
import { prettyLine } from '../../server/prettyLog';
import { parseConfig } from '../../server/config';

const at = new Date(2026, 0, 2, 9, 5, 7).getTime();

describe('prettyLine', () => {
  it('shows time, level, module and message, then the other fields as key=value', () => {
    const line = JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', service: 'docs', module: 'content', pages: 146, version: 'ab12', msg: 'content loaded' });
    expect(prettyLine(line)).toBe('09:05:07 INFO  [content] content loaded  pages=146 version=ab12\n');
  });

  it('quotes values with spaces and writes objects as JSON', () => {
    const line = JSON.stringify({ level: 40, time: at, file: 'guides/my page.md', line: 3, changed: ['/a/'], msg: 'content warning' });
    expect(prettyLine(line)).toBe('09:05:07 WARN  content warning  file="guides/my page.md" line=3 changed=["/a/"]\n');
  });

  it("puts an error's stack on the lines below, indented", () => {
    const line = JSON.stringify({ level: 50, time: at, err: { message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' }, msg: 'render failed' });
    expect(prettyLine(line)).toBe('09:05:07 ERROR render failed\n    Error: boom\n        at x (y.ts:1:1)\n');
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(prettyLine('plain text')).toBe('plain text\n');
  });
});

describe('LOG_FORMAT', () => {
  it('is JSON unless pretty is asked for, and refuses anything else', () => {
    expect(parseConfig({}, '/').logFormat).toBe('json');
    expect(parseConfig({ LOG_FORMAT: 'pretty' }, '/').logFormat).toBe('pretty');
    expect(() => parseConfig({ LOG_FORMAT: 'yaml' }, '/')).toThrow('LOG_FORMAT must be json or pretty, got "yaml"');
  });
});
