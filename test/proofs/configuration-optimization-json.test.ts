// Proof of /configuration/optimization/#optimizationminimizeoptions for JSON files: a copied,
// pretty-printed JSON file is written again without whitespace only when `json` is on.
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

const files = { 'src/index.js': "console.log('json');\n", 'data/conf.json': '{\n  "a": 1,\n  "b": [1, 2]\n}\n' };

async function copied(name: string, json: boolean): Promise<string> {
  const config = { entry: './src/index.js', output: { copy: ['data/conf.json'] }, optimization: { minimizeOptions: { json } } } as webpack.Configuration;
  return (await build(await projectDir(name), files, config)).read('conf.json');
}

describe('/configuration/optimization/ minimizeOptions.json', () => {
  proves('/configuration/optimization/#optimizationminimizeoptions', 'json: true rewrites emitted .json files without whitespace; false leaves them as written', async () => {
    expect(await copied('json-on', true)).toBe('{"a":1,"b":[1,2]}');
    expect(await copied('json-off', false)).toBe(files['data/conf.json']);
  });
});
