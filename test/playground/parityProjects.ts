// Projects that the parity suite builds in the browser's worker and in node: each covers a
// feature of webpack or of the playground (loaders, splitting, assets, the minimizer, errors).
// The files are our own small examples.

/** A project of the suite: its name and its files. */
export interface ParityProject {
  name: string;
  files: Record<string, string>;
}

const greet = `export function greet(name) {\n  return 'Hello, ' + name + '!';\n}\n\nexport function shout(name) {\n  return greet(name).toUpperCase();\n}\n`;

/** The projects, in the order they are built. */
export const PARITY_PROJECTS: ParityProject[] = [
  {
    name: 'defaults without a configuration',
    files: { 'src/index.js': `import { greet } from './greet';\nconsole.log(greet('defaults'));\n`, 'src/greet.js': greet },
  },
  {
    name: 'production without minimizing',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', optimization: { minimize: false } };\n`,
      'src/index.js': `import { shout } from './greet';\nconsole.log(shout('plain'));\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'development with eval source maps',
    files: { 'webpack.config.js': `module.exports = { mode: 'development' };\n`, 'src/index.js': `import { greet } from './greet';\nconsole.log(greet('dev'));\n`, 'src/greet.js': greet },
  },
  {
    name: 'development with a source map file',
    files: {
      'webpack.config.js': `module.exports = { mode: 'development', devtool: 'source-map' };\n`,
      'src/index.js': `import { greet } from './greet';\nconsole.log(greet('maps'));\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'production with a source map through terser',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', devtool: 'source-map' };\n`,
      'src/index.js': `import { greet } from './greet';\nconst list = [1, 2, 3].map((n) => n * 2);\nconsole.log(greet('terser'), list);\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'lazy chunks with magic comments and content hashes',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  output: { filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },\n};\n`,
      'src/index.js': `document.addEventListener('click', () => {\n  import(/* webpackChunkName: "chart" */ './chart').then(({ draw }) => draw());\n  import(/* webpackPrefetch: true, webpackChunkName: "help" */ './help');\n});\n`,
      'src/chart.js': `export function draw() {\n  return 'drawing a chart';\n}\n`,
      'src/help.js': `export default 'help text';\n`,
    },
  },
  {
    // The chunk hashes before the real content hash: the minimizer salts them with the terser
    // version it reads through require.resolve('terser'), which the worker must answer as node does.
    name: 'chunk hashes as the minimizer salts them, without the real content hash',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  output: { filename: '[name].[chunkhash].js' },\n  optimization: { realContentHash: false },\n};\n`,
      'src/index.js': `import('./chart').then(({ draw }) => console.log(draw()));\n`,
      'src/chart.js': `export function draw() {\n  return 'drawing a chart';\n}\n`,
    },
  },
  {
    name: 'two entries with a shared chunk',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  entry: { home: './src/home.js', about: './src/about.js' },\n  optimization: { splitChunks: { chunks: 'all', minSize: 0 }, runtimeChunk: 'single' },\n};\n`,
      'src/home.js': `import { format } from './shared';\nconsole.log(format('home'));\n`,
      'src/about.js': `import { format } from './shared';\nconsole.log(format('about'));\n`,
      'src/shared.js': `export const format = (page) => '[' + page + ']';\n`,
    },
  },
  {
    name: 'css-loader and style-loader',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  module: { rules: [{ test: /\\.css$/, use: ['style-loader', 'css-loader'] }] },\n};\n`,
      'src/index.js': `import './theme.css';\ndocument.body.className = 'themed';\n`,
      'src/theme.css': `.themed { color: rebeccapurple; }\n.themed a { text-decoration: underline; }\n`,
    },
  },
  {
    name: 'css modules through css-loader in development',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'development',\n  devtool: false,\n  module: { rules: [{ test: /\\.css$/, use: ['style-loader', { loader: 'css-loader', options: { modules: true } }] }] },\n};\n`,
      'src/index.js': `import styles from './button.css';\ndocument.body.className = styles.button;\n`,
      'src/button.css': `.button { padding: 4px 8px; }\n.button:hover { opacity: 0.8; }\n`,
    },
  },
  {
    name: 'native css experiment',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', experiments: { css: true } };\n`,
      'src/index.js': `import './page.css';\nconsole.log('styled');\n`,
      'src/page.css': `body {\n  margin: 0;\n  background: #fafafa;\n}\n\nh1 { font-size: 2rem; }\n`,
    },
  },
  {
    name: 'asset modules',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  module: {\n    rules: [\n      { test: /\\.svg$/, type: 'asset/resource' },\n      { test: /\\.txt$/, type: 'asset/source' },\n      { resourceQuery: /inline/, type: 'asset/inline' },\n    ],\n  },\n};\n`,
      'src/index.js': `import logo from './logo.svg';\nimport note from './note.txt';\nimport dot from './dot.svg?inline';\nconsole.log(logo, note, dot);\n`,
      'src/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#8dd6f9"/></svg>\n`,
      'src/note.txt': `A note bundled as text.\n`,
      'src/dot.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><circle cx="1" cy="1" r="1"/></svg>\n`,
    },
  },
  {
    name: 'json and commonjs interop',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', optimization: { minimize: false } };\n`,
      'src/index.js': `import data from './data.json';\nimport legacy from './legacy.js';\nconsole.log(data.items.length, legacy.add(1, 2));\n`,
      'src/data.json': `{ "items": [1, 2, 3], "unused": "value" }\n`,
      'src/legacy.js': `exports.add = function (a, b) { return a + b; };\n`,
    },
  },
  {
    name: 'require.context',
    files: {
      'webpack.config.js': `module.exports = { mode: 'development', devtool: false };\n`,
      'src/index.js': `const pages = require.context('./pages', false, /\\.js$/);\npages.keys().forEach((key) => console.log(key, pages(key).title));\n`,
      'src/pages/a.js': `exports.title = 'Page A';\n`,
      'src/pages/b.js': `exports.title = 'Page B';\n`,
    },
  },
  {
    name: 'define and provide plugins',
    files: {
      'webpack.config.js': `const webpack = require('webpack');\n\nmodule.exports = {\n  mode: 'production',\n  plugins: [\n    new webpack.DefinePlugin({ VERSION: JSON.stringify('1.2.3'), DEBUG: false }),\n    new webpack.ProvidePlugin({ format: ['./format', 'format'] }),\n  ],\n  resolve: { alias: { './format': require('path').resolve(__dirname, 'src/format.js') } },\n};\n`,
      'src/index.js': `if (DEBUG) console.log('never');\nconsole.log(format(VERSION));\n`,
      'src/format.js': `export function format(v) {\n  return 'v' + v;\n}\n`,
    },
  },
  {
    name: 'function configuration with a banner',
    files: {
      'webpack.config.js': `const { BannerPlugin } = require('webpack');\n\nmodule.exports = (env) => ({\n  mode: env.WEBPACK_BUILD ? 'production' : 'development',\n  plugins: [new BannerPlugin({ banner: 'built by the playground suite' })],\n});\n`,
      'src/index.js': `console.log('banner');\n`,
    },
  },
  {
    name: 'a loader written in the project',
    files: {
      'webpack.config.js': `const path = require('path');\n\nmodule.exports = {\n  mode: 'production',\n  module: { rules: [{ test: /\\.txt$/, use: { loader: path.resolve(__dirname, 'loaders/upper-loader.js'), options: { prefix: '>> ' } } }] },\n};\n`,
      'loaders/upper-loader.js': `module.exports = function (source) {\n  const { prefix } = this.getOptions();\n  return 'export default ' + JSON.stringify(prefix + source.trim().toUpperCase()) + ';';\n};\n`,
      'src/index.js': `import text from './message.txt';\nconsole.log(text);\n`,
      'src/message.txt': `made by a loader\n`,
    },
  },
  {
    name: 'a umd library',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  output: { filename: 'lib.js', library: { name: 'Greeter', type: 'umd' }, globalObject: 'this' },\n};\n`,
      'src/index.js': `export { greet } from './greet';\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'module output',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  experiments: { outputModule: true },\n  output: { module: true, library: { type: 'module' } },\n};\n`,
      'src/index.js': `export const answer = 42;\nexport default function twice(n) { return n * 2; }\n`,
    },
  },
  {
    name: 'hot module replacement runtime',
    files: {
      'webpack.config.js': `const webpack = require('webpack');\n\nmodule.exports = { mode: 'development', devtool: false, plugins: [new webpack.HotModuleReplacementPlugin()] };\n`,
      'src/index.js': `import { greet } from './greet';\nconsole.log(greet('hot'));\nif (module.hot) module.hot.accept('./greet');\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'module federation',
    files: {
      'webpack.config.js': `const { container } = require('webpack');\n\nmodule.exports = {\n  mode: 'production',\n  output: { publicPath: 'auto' },\n  plugins: [\n    new container.ModuleFederationPlugin({\n      name: 'shop',\n      filename: 'remoteEntry.js',\n      exposes: { './Cart': './src/cart.js' },\n      remotes: { checkout: 'checkout@/checkout/remoteEntry.js' },\n    }),\n  ],\n};\n`,
      'src/index.js': `import('./bootstrap');\n`,
      'src/bootstrap.js': `import { cart } from './cart';\nimport('checkout/Pay').then((pay) => pay.default(cart()));\n`,
      'src/cart.js': `export const cart = () => ['book'];\n`,
    },
  },
  {
    name: 'future defaults',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', experiments: { futureDefaults: true } };\n`,
      'src/index.js': `import { greet } from './greet';\nconsole.log(greet('future'));\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'node target with externals',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', target: 'node', externals: { lodash: 'commonjs lodash' } };\n`,
      'src/index.js': `const path = require('path');\nconst _ = require('lodash');\nconsole.log(path.join('a', 'b'), _);\n`,
    },
  },
  {
    name: 'two configurations',
    files: {
      'webpack.config.js': `module.exports = [\n  { name: 'modern', mode: 'production', entry: './src/index.js', output: { filename: 'modern.js' } },\n  { name: 'legacy', mode: 'production', entry: './src/index.js', target: ['web', 'es5'], output: { filename: 'legacy.js' } },\n];\n`,
      'src/index.js': `const double = (n) => n * 2;\nconsole.log([1, 2].map(double));\n`,
    },
  },
  {
    name: 'babel-loader with preset-env for old browsers',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  optimization: { minimize: false },\n  module: {\n    rules: [{ test: /\\.js$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { presets: [['@babel/preset-env', { targets: { ie: '11' } }]] } } }],\n  },\n};\n`,
      'src/index.js': `class Counter {\n  #count = 0;\n  up = () => ++this.#count;\n}\nconst { up } = new Counter();\nconsole.log([up(), up()].map((n) => \`count \${n}\`), { ...{ spread: true } });\n`,
    },
  },
  {
    name: 'babel-loader with a babel.config.js and the default browsers',
    files: {
      'webpack.config.js': `module.exports = {\n  mode: 'production',\n  module: { rules: [{ test: /\\.m?js$/, exclude: /node_modules/, use: 'babel-loader' }] },\n};\n`,
      'babel.config.js': `module.exports = { presets: [['@babel/preset-env', { targets: 'defaults', bugfixes: true }]] };\n`,
      'src/index.js': `import { greet } from './greet';\nconst names = ['a', 'b'];\nconsole.log(names?.at(-1) ?? greet('babel'));\n`,
      'src/greet.js': greet,
    },
  },
  {
    // Before the html-webpack-plugin projects: lodash comes with that pack, which no trigger
    // names here, so the worker fetches it after the first build misses the module.
    name: 'sources importing a library that html-webpack-plugin brings',
    files: {
      'webpack.config.js': `module.exports = { mode: 'production', optimization: { minimize: false } };\n`,
      'src/index.js': `import camelCase from 'lodash/camelCase';\nconsole.log(camelCase('built in the playground'));\n`,
    },
  },
  {
    name: 'html-webpack-plugin in production',
    files: {
      'webpack.config.js': `const HtmlWebpackPlugin = require('html-webpack-plugin');\n\nmodule.exports = {\n  mode: 'production',\n  output: { filename: '[name].[contenthash].js', clean: true },\n  plugins: [new HtmlWebpackPlugin({ title: 'Built in the playground' })],\n};\n`,
      'src/index.js': `import { greet } from './greet';\ndocument.body.textContent = greet('html');\n`,
      'src/greet.js': greet,
    },
  },
  {
    name: 'html-webpack-plugin with a template in development',
    files: {
      'webpack.config.js': `const HtmlWebpackPlugin = require('html-webpack-plugin');\n\nmodule.exports = {\n  mode: 'development',\n  devtool: false,\n  plugins: [new HtmlWebpackPlugin({ template: './src/page.html', title: 'Templated', meta: { viewport: 'width=device-width' } })],\n};\n`,
      'src/page.html': `<!doctype html>\n<html>\n  <head><title><%= htmlWebpackPlugin.options.title %></title></head>\n  <body><main id="app"></main></body>\n</html>\n`,
      'src/index.js': `document.getElementById('app').textContent = 'templated';\n`,
    },
  },
  {
    name: 'a missing module',
    files: { 'webpack.config.js': `module.exports = { mode: 'production' };\n`, 'src/index.js': `import { nothing } from './missing';\nconsole.log(nothing);\n` },
  },
  {
    name: 'a syntax error',
    files: { 'webpack.config.js': `module.exports = { mode: 'development' };\n`, 'src/index.js': `const broken = {\n  a: 1,,\n};\n` },
  },
  {
    name: 'a misspelt option',
    files: { 'webpack.config.js': `module.exports = { mode: 'production', entri: './src/index.js' };\n`, 'src/index.js': `console.log(1);\n` },
  },
];
