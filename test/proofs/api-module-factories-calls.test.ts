// Proofs of /api/normalmodulefactory-hooks/ and /api/contextmodulefactory-hooks/: one build taps
// the factories' hooks, returns what the pages say a tap may return, and records the calls.
import { join } from 'node:path';
import webpack from 'webpack';
import { build, projectDir, proves, webpackSource } from './proof';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const RawModule = require('webpack/lib/RawModule') as new (source: string, identifier: string, readableIdentifier: string) => webpack.Module;

class TaggedModule extends webpack.NormalModule {}

const base = (path: string | undefined) => (path ?? '').slice((path ?? '').lastIndexOf('/') + 1);

interface Trace {
  seen: string[];
  output: string;
  errors: string[];
}

let traced: Promise<Trace> | null = null;

function trace(): Promise<Trace> {
  traced ??= (async () => {
    const dir = await projectDir('factories');
    const seen: string[] = [];
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.normalModuleFactory.tap('Proof', (factory) => {
          factory.hooks.resolve.tap('Proof', (data) => {
            if (data.request === './ignored.js') return false;
            if (data.request === './virtual.js') return new RawModule('/* from the resolve hook */ console.log("virtual");', 'proof-virtual', 'proof virtual');
            return undefined;
          });
          factory.hooks.resolveForScheme.for('proof').tap('Proof', (resourceData) => {
            seen.push(`resolveForScheme proof ${resourceData.resource}`);
            resourceData.resource = join(dir, 'src/from-scheme.js');
            resourceData.path = resourceData.resource;
            resourceData.query = '';
            resourceData.fragment = '';
            return true;
          });
          factory.hooks.prepareModuleType.for('javascript/auto').tap('Proof', () => { seen.push('prepareModuleType javascript/auto'); });
          factory.hooks.prepareModuleType.for('css/auto').tap('Proof', () => { seen.push('prepareModuleType css/auto'); });
          // Returning nothing leaves the creation to webpack's own tap.
          factory.hooks.createParser.for('javascript/auto').tap('Proof', () => { seen.push('createParser javascript/auto'); return undefined as never; });
          factory.hooks.parser.for('javascript/auto').tap('Proof', (parser) => { seen.push(`parser javascript/auto ${parser.constructor.name}`); });
          factory.hooks.createGenerator.for('javascript/auto').tap('Proof', () => { seen.push('createGenerator javascript/auto'); return undefined as never; });
          factory.hooks.generator.for('javascript/auto').tap('Proof', (generator) => { seen.push(`generator javascript/auto ${generator.constructor.name}`); });
          factory.hooks.createModuleClass.for('javascript/auto').tap('Proof', (createData) => {
            seen.push(`createModuleClass ${base(createData.resource)}`);
            return base(createData.resource) === 'tagged.js' ? new TaggedModule(createData as ConstructorParameters<typeof webpack.NormalModule>[0]) : undefined;
          });
          factory.hooks.module.tap('Proof', (module, createData) => {
            seen.push(`module ${base(createData.resource)} ${module.constructor.name}`);
            if (base(createData.resource) === 'replaced.js') return new RawModule('console.log("replaced in the module hook");', 'proof-replaced', 'proof replaced');
            return module;
          });
        });
        compiler.hooks.contextModuleFactory.tap('Proof', (factory) => {
          factory.hooks.alternativeRequests.tap('Proof', (items) => {
            seen.push(`alternativeRequests before ${items.map((i) => i.request).sort().join(',')}`);
            return items;
          });
          factory.hooks.alternativeRequests.tap({ name: 'Proof', stage: 10 }, (items, options) => {
            seen.push(`alternativeRequests after ${items.map((i) => i.request).sort().join(',')} (options ${typeof options.regExp})`);
            return items;
          });
        });
      },
    };
    const built = await build(dir, {
      'src/index.js': [
        "import './ignored.js';",
        "import './virtual.js';",
        "import './tagged.js';",
        "import './replaced.js';",
        "import 'proof:anything';",
        "const name = String(Math.random());",
        "console.log(require('./locales/' + name));",
        '',
      ].join('\n'),
      'src/tagged.js': 'console.log("tagged");\n',
      'src/replaced.js': 'console.log("from the file");\n',
      'src/from-scheme.js': 'console.log("read for the proof: scheme");\n',
      'src/locales/en.json': '{"hello": "Hello"}\n',
    }, { mode: 'none', entry: './src/index.js', plugins: [plugin] });
    return { seen, output: await built.read('main.js'), errors: built.errors };
  })();
  return traced;
}

describe('module factory hooks, where webpack calls them', () => {
  proves('/api/normalmodulefactory-hooks/#resolve', 'false ignores the request without a build error (the import throws when it runs), and a returned module is used without resolving', async () => {
    const { output, errors } = await trace();
    expect(errors).toEqual([]);
    expect(output).toContain('/* from the resolve hook */ console.log("virtual");');
    // The ignored import stays in the code as a module that throws when it runs.
    expect(output).toContain('Object(function webpackMissingModule() { const e = new Error("Cannot find module \'./ignored.js\'");');
  });

  proves('/api/normalmodulefactory-hooks/#resolveforscheme', 'keyed by the scheme; a tap that fills resourceData and returns true decides the resource', async () => {
    const { seen, output } = await trace();
    expect(seen).toContain('resolveForScheme proof proof:anything');
    expect(output).toContain('read for the proof: scheme');
    expect(await webpackSource('lib/schemes/DataUriPlugin.js', '.for("data")', 3)).toContain('tap');
  });

  proves('/api/normalmodulefactory-hooks/#createmoduleclass', "keyed by type; the subclass a configured tap returns is the module, otherwise webpack's own tap makes a JavascriptModule", async () => {
    const { seen } = await trace();
    expect(seen).toContain('module tagged.js TaggedModule');
    expect(seen).toContain('module index.js JavascriptModule');
    expect(await webpackSource('lib/module/NormalModuleFactory.js', 'createdModule = this.hooks.createModuleClass', 12)).toContain('new NormalModule(createData)');
  });

  proves('/api/normalmodulefactory-hooks/#module', 'gets every created module, and the module it returns replaces it', async () => {
    const { seen, output } = await trace();
    expect(seen).toContain('module replaced.js JavascriptModule');
    expect(output).toContain('replaced in the module hook');
    expect(output).not.toContain('from the file');
  });

  proves('/api/normalmodulefactory-hooks/#preparemoduletype', 'fires once for a type however many modules have it, before the first one is created, and never for a type the build does not meet', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('prepareModuleType'))).toEqual(['prepareModuleType javascript/auto']);
    expect(seen.indexOf('prepareModuleType javascript/auto')).toBeLessThan(seen.indexOf('createModuleClass index.js'));
  });

  proves('/api/normalmodulefactory-hooks/#parser', 'fires once after createParser, with the JavascriptParser', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('createParser') || e.startsWith('parser'))).toEqual(['createParser javascript/auto', 'parser javascript/auto JavascriptParser']);
  });

  proves('/api/normalmodulefactory-hooks/#creategenerator', 'is called once for the type, and webpack answers with the JavaScript generator', async () => {
    const { seen } = await trace();
    expect(seen.filter((e) => e.startsWith('createGenerator'))).toEqual(['createGenerator javascript/auto']);
  });

  proves('/api/normalmodulefactory-hooks/#generator', 'fires after createGenerator, with the generator created for the type', async () => {
    const { seen } = await trace();
    const generator = seen.filter((e) => e.startsWith('generator'));
    expect(generator).toEqual(['generator javascript/auto JavascriptGenerator']);
    expect(seen.indexOf('createGenerator javascript/auto')).toBeLessThan(seen.indexOf(generator[0]!));
  });

  proves('/api/contextmodulefactory-hooks/#alternativerequests', "gets the requests with the options; webpack's own tap adds the request without an extension listed in resolve.extensions; alternatives only forwards, with a deprecation", async () => {
    const { seen } = await trace();
    expect(seen).toContain('alternativeRequests before ./en.json');
    expect(seen).toContain('alternativeRequests after ./en,./en.json (options object)');
    const fake = await webpackSource('lib/context/ContextModuleFactory.js', 'alternatives: createFakeHook(', 30);
    expect(fake).toContain('alternativeRequests.tap(options, fn)');
    expect(fake).toContain('"DEP_WEBPACK_CONTEXT_MODULE_FACTORY_ALTERNATIVES"');
    expect(await webpackSource('lib/dependencies/context/RequireContextPlugin.js', 'for (const ext of finalResolveOptions.extensions)', 3)).toContain('request.endsWith(ext)');
  });
});
