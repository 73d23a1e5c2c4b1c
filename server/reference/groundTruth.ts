// The one module that reads the ground truth of the reference check from the installed packages:
// webpack's options schema, its computed defaults per mode, its CLI arguments, the hooks of its
// core objects with their tapable classes and its exported plugins; webpack-dev-server's options
// schema and the flags `webpack serve` derives from it; webpack-cli's own options and commands (from its help output, as the CLI keeps
// them private).
import webpackOptionVersions from '../../shared/data/webpackOptionVersions.json';
import type { OptionVersions } from '../../shared/optionVersions';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { GroundTruth, HookOwner } from './check';
import type { JsonSchema, SchemaRoot } from './schema';

type Hooks = Record<string, unknown>;

function schemaRoot(schema: JsonSchema): SchemaRoot {
  return { schema, definitions: schema.definitions ?? {} };
}

/** Tapable class of a hook; HookMaps name the class of the hooks they create. */
function tapableClass(hook: unknown): string | null {
  if (typeof hook !== 'object' || hook === null || (hook as { _fakeHook?: boolean })._fakeHook) return null;
  const name = hook.constructor.name;
  if (name === 'HookMap') return `HookMap<${((hook as { for(key: string): object }).for('name')).constructor.name}>`;
  return /Hook$/.test(name) ? name : null;
}

function readHooks(hooks: Hooks): { live: Record<string, string>; deprecated: string[] } {
  const live: Record<string, string> = {};
  const deprecated: string[] = [];
  for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(hooks))) {
    // Moved hooks are getters that warn when read; fake hooks only exist to throw a deprecation.
    const cls = descriptor.get ? null : tapableClass(descriptor.value);
    if (cls) live[name] = cls;
    else deprecated.push(name);
  }
  return { live, deprecated };
}

function exportedPlugins(webpack: Record<string, unknown>): string[] {
  const seen = new Set<unknown>();
  const out: string[] = [];
  const scan = (obj: Record<string, unknown>, prefix: string, depth: number) => {
    for (const key of Object.keys(obj)) {
      // Deprecated exports warn when read: those are old names, not plugins to document.
      let deprecated = false;
      const emit = process.emitWarning;
      process.emitWarning = ((...args: unknown[]) => {
        const type = args[1];
        if (type === 'DeprecationWarning' || (typeof type === 'object' && type !== null && (type as { type?: string }).type === 'DeprecationWarning')) deprecated = true;
      }) as typeof process.emitWarning;
      let value: unknown;
      try {
        value = obj[key];
      } finally {
        process.emitWarning = emit;
      }
      if (deprecated) continue;
      if (typeof value === 'function' && /Plugin$/.test(key)) {
        if (!seen.has(value)) out.push(prefix + key);
        seen.add(value);
      } else if (value && typeof value === 'object' && depth < 2 && /^[a-z]/.test(key)) {
        scan(value as Record<string, unknown>, `${prefix}${key}.`, depth + 1);
      }
    }
  };
  scan(webpack, '', 0);
  return out;
}

/** Options and commands that `webpack --help` lists (negations folded into their option). */
export function parseCliHelp(help: string): { options: string[]; commands: string[] } {
  const options = new Set<string>();
  const commands: string[] = [];
  let section = '';
  for (const line of help.split('\n')) {
    if (/^\S/.test(line)) section = line.trim();
    const option = /^\s+(?:-\w, )?--([a-z][a-z0-9-]*)/.exec(line);
    if (option && !option[1]!.startsWith('no-')) options.add(option[1]!);
    const command = /^\s+([a-z]+)(?:\|[a-z|]+)?\s/.exec(line);
    if (section === 'Commands' && command) commands.push(command[1]!);
  }
  return { options: [...options], commands };
}

/** Reads everything the reference check compares pages with, from the packages installed at root. */
export function loadGroundTruth(root = process.cwd()): GroundTruth {
  const load = createRequire(join(root, 'package.json'));
  const webpack = load('webpack');
  const flagsOf = (args: Record<string, { configs: { path: string }[] }>) =>
    Object.entries(args).map(([flag, arg]) => ({ flag, paths: [...new Set(arg.configs.map((c) => c.path))] }));
  const defaults = (mode: 'production' | 'development') => {
    const options = webpack.config.getNormalizedWebpackOptions({ mode });
    webpack.config.applyWebpackOptionsDefaults(options);
    return options as unknown;
  };
  const compiler = webpack({ mode: 'none', context: root, entry: {}, infrastructureLogging: { level: 'none' } });
  const params = compiler.newCompilationParams();
  const owners: Record<HookOwner, Hooks> = {
    Compiler: compiler.hooks,
    Compilation: compiler.newCompilation(params).hooks,
    NormalModuleFactory: params.normalModuleFactory.hooks,
    ContextModuleFactory: params.contextModuleFactory.hooks,
    JavascriptParser: new webpack.javascript.JavascriptParser().hooks,
  };
  const hooks = {} as GroundTruth['hooks'];
  const deprecatedHooks = {} as GroundTruth['deprecatedHooks'];
  for (const [owner, object] of Object.entries(owners) as [HookOwner, Hooks][]) {
    const read = readHooks(object);
    hooks[owner] = read.live;
    deprecatedHooks[owner] = read.deprecated;
  }
  const help = spawnSync(process.execPath, [load.resolve('webpack-cli/bin/cli.js'), '--help'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (help.status !== 0) throw new Error(`webpack --help failed: ${help.stderr}`);
  const cli = parseCliHelp(help.stdout);
  const devServerSchema = load('webpack-dev-server/lib/options.json');
  return {
    webpackSchema: schemaRoot(load('webpack/schemas/WebpackOptions.json')),
    devServerSchema: schemaRoot(devServerSchema),
    defaults: { production: defaults('production'), development: defaults('development') },
    webpackFlags: flagsOf(webpack.cli.getArguments()),
    // `webpack serve` derives its flags from the dev server's schema, as webpack-cli 7 does
    // (the dev server's own bin/cli-flags.js still lists flags that `webpack serve` rejects).
    devServerFlags: flagsOf(webpack.cli.getArguments(devServerSchema)),
    cliOptions: cli.options,
    cliCommands: cli.commands,
    hooks,
    deprecatedHooks,
    plugins: exportedPlugins(webpack),
    optionVersions: currentOptionVersions((load('webpack/package.json') as { version: string }).version),
  };
}

/** The committed release data, when it was computed for the installed webpack. */
function currentOptionVersions(installed: string): OptionVersions {
  if (webpackOptionVersions.webpack !== installed) {
    throw new Error(`shared/data/webpackOptionVersions.json was computed for webpack ${webpackOptionVersions.webpack}, but ${installed} is installed: run npm run option-versions:update`);
  }
  return webpackOptionVersions;
}

/** Versions of the packages the ground truth comes from. */
export function groundTruthVersions(root = process.cwd()): Record<string, string> {
  const load = createRequire(join(root, 'package.json'));
  const out: Record<string, string> = {};
  for (const name of ['webpack', 'webpack-cli', 'webpack-dev-server']) out[name] = (load(`${name}/package.json`) as { version: string }).version;
  return out;
}
