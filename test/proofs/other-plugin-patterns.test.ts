// Proofs for the Plugin Patterns page: what a plugin can read about a module after the build.
import { buildUnminified, projectDir, proves } from './proof';

describe('/contribute/plugin-patterns/', () => {
  proves('/contribute/plugin-patterns/#exploring-assets-chunks-and-modules', 'buildInfo.fileDependencies is gone by processAssets; the module snapshot lists the files', async () => {
    const seen: { deps: unknown; files: string[] }[] = [];
    const plugin = {
      apply(compiler: import('webpack').Compiler) {
        const { Compilation } = compiler.webpack;
        compiler.hooks.thisCompilation.tap('Probe', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'Probe', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
            for (const chunk of compilation.chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                const info = module.buildInfo as { fileDependencies?: unknown; snapshot?: { getFileIterable(): Iterable<string> } } | undefined;
                if (!(module as { resource?: string }).resource || !info) continue;
                seen.push({ deps: info.fileDependencies, files: [...(info.snapshot?.getFileIterable() ?? [])] });
              }
            }
          });
        });
      },
    };
    const built = await buildUnminified(await projectDir('patterns-snapshot'), { 'src/index.js': 'console.log(1);\n' }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    expect(built.errors).toEqual([]);
    expect(seen).toHaveLength(1);
    const [first] = seen as [{ deps: unknown; files: string[] }];
    expect(first.deps).toBeUndefined();
    expect(first.files.some((f) => f.endsWith('src/index.js'))).toBe(true);
  });
});
