// Finds the example configurations of a page that are complete enough to run: a JavaScript block
// titled **webpack.config.js** that exports a configuration and leaves nothing out (no `// ...`
// and no `...` placeholders). Pure; running them is the tool's job.

/** A complete example configuration, with where it starts. */
export interface ExampleConfig {
  file: string;
  line: number;
  code: string;
  /** `esm` when it uses `export default` or `import`, else `cjs`. */
  format: 'cjs' | 'esm';
}

const TITLE = /^\*\*webpack\.config\.(?:c|m)?js\*\*\s*$/;

/** Complete `webpack.config.js` examples of one page. */
export function exampleConfigs(file: string, source: string): ExampleConfig[] {
  const lines = source.split('\n');
  const out: ExampleConfig[] = [];
  let titled = -10;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (TITLE.test(line.trim())) {
      titled = i;
      continue;
    }
    const open = /^(\s*)(`{3,})(js|javascript|mjs|cjs)\b/.exec(line);
    if (!open) continue;
    const end = lines.findIndex((l, n) => n > i && l.trim() === open[2]);
    if (end < 0) break;
    const code = lines.slice(i + 1, end).join('\n');
    const isTitled = lines.slice(titled + 1, i).every((l) => l.trim() === '') && i - titled <= 2;
    const start = i + 1;
    i = end;
    if (!isTitled) continue;
    if (/^\s*\/\/\s*\.\.\./m.test(code) || /(^|[^.])\.\.\.(?!\w|\[|\()/m.test(code) || /^[-+] /m.test(code)) continue;
    const esm = /^\s*export default\b/m.test(code) || /^\s*import\s/m.test(code);
    if (!esm && !/module\.exports\s*=/.test(code)) continue;
    out.push({ file, line: start, code, format: esm ? 'esm' : 'cjs' });
  }
  return out;
}
