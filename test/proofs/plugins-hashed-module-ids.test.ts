// Proofs of the HashedModuleIdsPlugin page's behaviour statements (audit record: docs/audit/plugins.md).
import webpack from 'webpack';
import { build, projectDir, proves } from './proof';

const files = { 'src/index.js': "console.log(require('./a.js'), require('./b.js'));\n", 'src/a.js': 'module.exports = "a";\n', 'src/b.js': 'module.exports = "b";\n' };

/** The module ids of a production build, by the module's short name. */
async function moduleIds(name: string, config: webpack.Configuration): Promise<Record<string, unknown>> {
  const ids: Record<string, unknown> = {};
  await build(await projectDir(name), files, {
    mode: 'production',
    entry: './src/index.js',
    ...config,
    plugins: [...(config.plugins ?? []), { apply: (compiler: webpack.Compiler) => compiler.hooks.done.tap('ids', (stats) => {
      const { compilation } = stats;
      for (const m of compilation.modules) ids[m.readableIdentifier(compilation.requestShortener)] = compilation.chunkGraph.getModuleId(m);
    }) }],
  });
  return ids;
}

describe('HashedModuleIdsPlugin page', () => {
  proves('/plugins/hashed-module-ids-plugin/#hashdigestlength', 'ids are the first hashDigestLength characters of the digest of the relative path (md4, base64, 4 by default)', async () => {
    const ids = await moduleIds('hashed-defaults', { optimization: { moduleIds: false, concatenateModules: false }, plugins: [new webpack.ids.HashedModuleIdsPlugin()] });
    const expected = webpack.util.createHash('md4').update('./src/a.js').digest('base64').slice(0, 4);
    expect(ids['./src/a.js']).toBe(expected);
  });

  proves('/plugins/hashed-module-ids-plugin/#usage', "left at the default moduleIds, the plugin's ids still win, because plugins from the configuration are applied first", async () => {
    const ids = await moduleIds('hashed-with-default', { optimization: { concatenateModules: false }, plugins: [new webpack.ids.HashedModuleIdsPlugin({ hashDigest: 'hex', hashDigestLength: 6 })] });
    expect(ids['./src/a.js']).toMatch(/^[0-9a-f]{6}$/);
    expect(ids['./src/b.js']).toMatch(/^[0-9a-f]{6}$/);
  });

  proves('/plugins/hashed-module-ids-plugin/#hashdigest', 'hashDigest accepts only the listed Node.js encodings', async () => {
    expect(() => webpack({ plugins: [new webpack.ids.HashedModuleIdsPlugin({ hashDigest: 'base32' as 'hex' })] })).toThrow(/hashDigest/);
  });

  proves('/plugins/hashed-module-ids-plugin/#when-to-use-it', "moduleIds: 'hashed' still works but warns that it is deprecated in favour of 'deterministic'", async () => {
    const built = await build(await projectDir('hashed-deprecated'), files, { mode: 'production', entry: './src/index.js', optimization: { moduleIds: 'hashed' } });
    expect(built.warnings.join('\n')).toContain("The value 'hashed' for option 'optimization.moduleIds' is deprecated. Use 'deterministic' instead.");
  });
});
