// The project the playground opens with when the link brings none.
import type { Project } from './projectFragment';

/** A small project: two modules, a stylesheet through css-loader and style-loader. */
export const STARTER_PROJECT: Project = {
  files: {
    'webpack.config.js': `const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'main.js',
  },
  module: {
    rules: [{ test: /\\.css$/, use: ['style-loader', 'css-loader'] }],
  },
};
`,
    'src/index.js': `import { greet } from './greet';
import './style.css';

document.body.textContent = greet('playground');
`,
    'src/greet.js': `export function greet(name) {
  return \`Hello, \${name}!\`;
}

export function unused() {
  return 'tree shaking drops me';
}
`,
    'src/style.css': `body {
  font-family: sans-serif;
  color: #1d78c1;
}
`,
  },
};
