// Proofs of /configuration/target/#target.
import { effectiveOptions as resolved, projectDir, proves, writeFiles } from './proof';

describe('/configuration/target/', () => {
  proves('/configuration/target/#target', "defaults to 'web', or 'browserslist' when the project has a browserslist configuration", async () => {
    const plain = await projectDir('target-plain');
    expect(resolved({ context: plain }).target).toBe('web');
    const withList = await projectDir('target-browserslist');
    await writeFiles(withList, { '.browserslistrc': 'chrome 120\n' });
    expect(resolved({ context: withList }).target).toBe('browserslist');
  });

  proves('/configuration/target/#target', 'the target picks how chunks load, and a syntax level alone has no chunk format', async () => {
    const loading = Object.fromEntries((['web', 'webworker', 'node', 'async-node'] as const).map((target) => [target, resolved({ target }).output.chunkLoading]));
    expect(loading).toEqual({ web: 'jsonp', webworker: 'import-scripts', node: 'require', 'async-node': 'async-node' });
    expect(() => resolved({ target: 'es5' })).toThrow(/no default script chunk format available/);
    expect(resolved({ target: ['web', 'es5'] }).output.environment.arrowFunction).toBe(false);
  });
});
