// Configurations shown in code blocks, checked against webpack's real schema: option names that
// do not exist and literal values the schema rejects, in complete examples, fragments and the
// state after a diff step, each reported at the page line that shows it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { checkCodeBlocks, type SchemaError } from '../../../server/reference/codeCheck';
import { configBlocks, diffAfter } from '../../../server/reference/configBlocks';
import type { SchemaRoot } from '../../../server/reference/schema';

const load = createRequire(join(__dirname, '..', '..', '..', 'package.json'));
const webpack = load('webpack') as { validate(config: unknown): void };
const root = (schema: SchemaRoot['schema']): SchemaRoot => ({ schema, definitions: schema.definitions ?? {} });
const schemas = { webpack: root(load('webpack/schemas/WebpackOptions.json')), devServer: root(load('webpack-dev-server/lib/options.json')) };

function validate(config: unknown): SchemaError[] {
  try {
    webpack.validate(config);
    return [];
  } catch (error: unknown) {
    return (error as { errors: SchemaError[] }).errors;
  }
}

function check(source: string): string[] {
  return checkCodeBlocks(configBlocks('guides/a.mdx', source), schemas, validate).findings.map((f) => `${f.line} ${f.kind} ${f.subject}`);
}

const page = (lang: string, code: string, title = 'webpack.config.js') => `Intro.\n\n**${title}**\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('configurations in code blocks', () => {
  it('accepts a correct complete example, map keys, loader options and dev server options', () => {
    const code = "const path = require('path');\nmodule.exports = {\n  mode: 'development',\n  entry: { app: './src/app.js', worker: { import: './w.js', filename: 'w.js' } },\n  resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },\n  module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader', options: { modules: true } }] }] },\n  devServer: { port: 8080, proxy: [{ context: ['/api'], target: 'http://localhost:3000' }] },\n  output: { path: path.resolve(__dirname, 'dist') },\n};";
    expect(check(page('js', code))).toEqual([]);
  });

  it('reports an invalid value in a complete example at its line', () => {
    expect(check(page('js', "module.exports = {\n  mode: 'production',\n  output: { clean: 'yes' },\n};"))).toEqual(['8 invalid-value-in-code output.clean']);
  });

  it('reports a misspelt option in a fragment, with or without module.exports', () => {
    expect(check(page('js', "module.exports = {\n  // ...\n  output: {\n    publicPth: '/static/',\n  },\n};"))).toEqual(['9 unknown-option-in-code output.publicPth']);
    expect(check(page('js', "output: {\n  fileName: '[name].js',\n},"))).toEqual(['7 unknown-option-in-code output.fileName']);
  });

  it('reads a diff as the state after it and reports an invalid added value at its line', () => {
    const diff = " const path = require('path');\n\n module.exports = {\n-  mode: 'production',\n+  mode: 'developmen',\n   entry: './src/index.js',\n };";
    expect(diffAfter(diff, 10).lineOf).toEqual([10, 11, 12, 14, 15, 16]);
    expect(check(page('diff', diff))).toEqual(['10 invalid-value-in-code mode']);
    // An excerpt that stops inside the object is read with its open brackets closed.
    expect(check(page('diff', " module.exports = {\n+  devtool: 'inline-sourcemap',\n   output: {"))).toEqual(['7 invalid-value-in-code devtool']);
  });

  it('leaves other files and untitled blocks that set no webpack option alone', () => {
    expect(check(page('js', "module.exports = { presets: ['@babel/preset-env'] };", 'babel.config.js'))).toEqual([]);
    expect(check("```js\nmodule.exports = { plugins: { autoprefixer: {} } };\n```\n")).toEqual([]);
    expect(check("```js\nmodule.exports = { presets: [], mode: 'x' };\n```\n")).toEqual(['2 unknown-option-in-code presets', '2 invalid-value-in-code mode']);
  });
});
