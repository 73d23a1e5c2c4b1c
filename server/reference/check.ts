// The reference check: compares what the pages document (options, defaults, CLI flags, hooks,
// plugins) with the ground truth read from the installed webpack packages. Pure: the ground
// truth and the pages come in as values, findings go out with file and line.
import { compareDefault, parseDocumentedDefault, valueAt, type Mode } from './defaults';
import { documentedFlags, headingOptionName, hookClass, leadingCodeTerms, markedHeadings, optionRows, signature } from './pageMarks';
import { fieldProblems } from './fieldCheck';
import { optionSlots, resolveOption, type SchemaRoot } from './schema';
import { sectionProse, wordCount } from './substance';
import { fullName, isOptionPage, optionScopes, slug } from './optionNames';
import { typedBadgeProblem } from './optionBadgeMarks';
import { optionBadge, optionVersion, type OptionVersions } from '../../shared/optionVersions';

/** The kinds of finding, in the order they are reported. */
export const FINDING_KINDS = ['undocumented-option', 'unknown-option', 'wrong-default', 'wrong-type', 'wrong-required', 'wrong-deprecation', 'wrong-version', 'undocumented-flag', 'unknown-flag', 'undocumented-hook', 'unknown-hook', 'wrong-hook-class', 'undocumented-plugin'] as const;
/** One kind of finding. */
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Something a page gets wrong or leaves out. */
export interface Finding {
  kind: FindingKind;
  file: string;
  line: number;
  /** The option, flag, hook or plugin concerned. */
  subject: string;
  message: string;
}

/** The objects whose hooks are documented, each on its own page. */
export const HOOK_OWNERS = {
  Compiler: 'api/compiler-hooks',
  Compilation: 'api/compilation-hooks',
  NormalModuleFactory: 'api/normalmodulefactory-hooks',
  ContextModuleFactory: 'api/contextmodulefactory-hooks',
  JavascriptParser: 'api/parser',
} as const;
/** An object with hooks. */
export type HookOwner = keyof typeof HOOK_OWNERS;

/** What the installed packages say about themselves. */
export interface GroundTruth {
  webpackSchema: SchemaRoot;
  devServerSchema: SchemaRoot;
  /** Options after webpack's normalization and defaults, per mode. */
  defaults: Record<Mode, unknown>;
  /** Flags webpack derives from its schema (`output-filename`), with the option path of each. */
  webpackFlags: { flag: string; paths: string[] }[];
  /** Flags of `webpack serve` that the dev server derives from its schema, with option paths below devServer. */
  devServerFlags: { flag: string; paths: string[] }[];
  /** webpack-cli's own options (`config`, `merge`, ...) and the core flags its plain help lists. */
  cliOptions: string[];
  /** webpack-cli's commands. */
  cliCommands: string[];
  /** Hooks by owner: name → tapable class (`SyncHook`, `HookMap<SyncBailHook>`). Deprecated hooks are left out. */
  hooks: Record<HookOwner, Record<string, string>>;
  /** Deprecated hooks that still exist, by owner (documenting them is allowed, not required). */
  deprecatedHooks: Record<HookOwner, string[]>;
  /** Exported plugin classes by their export name (`BannerPlugin`, `optimize.SplitChunksPlugin`). */
  plugins: string[];
  /** The release each option was added in, computed from webpack's releases (typed badges are checked against it). */
  optionVersions?: OptionVersions;
}

/** A page of the folder being checked. */
export interface Page {
  /** Path relative to the content folder, with forward slashes. */
  path: string;
  source: string;
}

const CLI_PAGE = 'api/cli';

/** One option entry of a page (a section or a table row) and how many words explain it. */
export interface OptionEntry {
  file: string;
  line: number;
  subject: string;
  words: number;
}

function checkOptions(truth: GroundTruth, pages: Page[]): { findings: Finding[]; documented: Set<string>; entries: OptionEntry[] } {
  const mounts = { devServer: truth.devServerSchema };
  const roots = new Set(Object.keys(truth.webpackSchema.schema.properties ?? {}));
  const findings: Finding[] = [];
  const documented = new Set<string>();
  const entries: OptionEntry[] = [];
  for (const page of pages) {
    const pageSlug = slug(page.path);
    if (!isOptionPage(pageSlug)) continue;
    const headings = markedHeadings(page.source);
    const withinOption = optionScopes(headings, (text) => {
      const name = headingOptionName(text);
      return name ? fullName(name, pageSlug, roots) : null;
    });
    const prose = sectionProse(page.source);
    const proseAbove = (line: number) => prose.get([...headings].reverse().find((h) => h.line <= line)?.line ?? -1) ?? '';
    const marks = [
      ...headings.map((h) => {
        const sig = signature(h.lead);
        const body = prose.get(h.line) ?? '';
        // A section's signature line holds its types and default; "required" is said there or in the prose.
        const required = sig?.defaultText ? /\brequired\b/i.test(sig.defaultText) : null;
        return {
          name: headingOptionName(h.text), line: h.line, signed: sig !== null, scope: null, badge: h.badge, defaultText: sig?.defaultText ?? null, defaultLine: h.leadLine,
          stated: { typeText: sig?.typeText ?? null, required, deprecated: sig?.deprecated === true || /deprecat/i.test(`${h.text} ${body}`) },
          fieldLine: h.leadLine, words: sig ? wordCount(body) : null,
        };
      }),
      ...optionRows(page.source).map((r) => ({
        name: headingOptionName(r.name), line: r.line, signed: false, scope: withinOption(r.line), badge: r.badge, defaultText: r.defaultText ? r.defaultText : null, defaultLine: r.line,
        // A table of deprecated options says so once, in the prose of its section.
        stated: { typeText: r.typeText, required: r.defaultText === null ? null : /\brequired\b/i.test(r.defaultText), deprecated: /deprecat/i.test(`${r.text} ${proseAbove(r.line)}`) },
        fieldLine: r.line, words: r.description === null ? null : wordCount(r.description),
      })),
    ];
    for (const mark of marks) {
      if (!mark.name) continue;
      // A table row may name its option relative to the option whose section it is in; that
      // reading wins when it exists (`module` in the table of output.environment).
      const relative = mark.scope ? `${mark.scope}.${mark.name}` : null;
      const full = relative && resolveOption(truth.webpackSchema, relative, mounts).found
        ? relative
        : (fullName(mark.name, pageSlug, roots) ?? relative ?? (mark.signed ? mark.name : null));
      if (!full) continue;
      const resolved = resolveOption(truth.webpackSchema, full, mounts);
      if (!resolved.found) {
        findings.push({ kind: 'unknown-option', file: page.path, line: mark.line, subject: full, message: `documents \`${full}\`, but webpack has no option \`${resolved.missing}\`` });
        continue;
      }
      for (const key of resolved.keys) documented.add(key);
      if (mark.words !== null) entries.push({ file: page.path, line: mark.line, subject: full, words: mark.words });
      // A heading for one value of an option (`externalsType.module`) has no fields of its own.
      if (resolved.nodes.length > 0) {
        for (const problem of fieldProblems(full, mark.stated, resolved)) {
          findings.push({ kind: problem.kind, file: page.path, line: mark.fieldLine, subject: full, message: problem.message });
        }
      }
      // A typed badge is checked against the release data computed from webpack's releases when
      // there is any (the page shows the computed badge), else against the schema's own `added`.
      const entry = truth.optionVersions ? optionVersion(truth.optionVersions, full) : null;
      const typedProblem = entry && mark.badge ? typedBadgeProblem({ name: full, entry, added: optionBadge(entry).added, typed: { version: mark.badge, lines: [] } }) : null;
      if (typedProblem) findings.push({ kind: 'wrong-version', file: page.path, line: mark.line, subject: full, message: typedProblem });
      else if (!entry && mark.badge && resolved.added && mark.badge !== resolved.added) {
        findings.push({ kind: 'wrong-version', file: page.path, line: mark.line, subject: full, message: `\`${full}\` was added in webpack ${resolved.added}, the page says ${mark.badge}` });
      }
      // mode is the input the defaults are computed from; devServer defaults live in the dev server.
      if (!mark.defaultText || !resolved.realPath || full === 'mode' || full.startsWith('devServer.')) continue;
      const path = resolved.realPath;
      const problems = compareDefault(parseDocumentedDefault(mark.defaultText), {
        production: valueAt(truth.defaults.production, path),
        development: valueAt(truth.defaults.development, path),
      });
      for (const problem of problems) {
        findings.push({ kind: 'wrong-default', file: page.path, line: mark.defaultLine, subject: path, message: `default of \`${path}\`: ${problem}` });
      }
    }
  }
  return { findings, documented, entries };
}

function undocumentedOptions(truth: GroundTruth, documented: Set<string>): Finding[] {
  return optionSlots(truth.webpackSchema, { devServer: truth.devServerSchema })
    .filter((slot) => !documented.has(slot.key))
    .map((slot) => ({ kind: 'undocumented-option' as const, file: 'configuration/', line: 0, subject: slot.path, message: `no configuration page documents \`${slot.path}\`` }));
}

/** The flag webpack derives from an option path: `client.webSocketURL` gives `client-web-socket-url`, `node.__dirname` gives `node-dirname`. */
export function flagName(path: string): string {
  return path
    .replace(/(^|[./])_+/g, '$1')
    .replace(/[./]/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** A flag is covered when the CLI page names it, or when it is `--` plus its option's path in kebab case and that option is documented. */
function checkFlags(truth: GroundTruth, pages: Page[], documentedOptions: Set<string>): Finding[] {
  const cli = pages.find((p) => slug(p.path) === CLI_PAGE);
  if (!cli) return [{ kind: 'undocumented-flag', file: `${CLI_PAGE}.mdx`, line: 0, subject: CLI_PAGE, message: 'there is no CLI page' }];
  const onPage = documentedFlags(cli.source);
  const named = new Set(onPage.map((f) => f.flag));
  const findings: Finding[] = [];
  const mounts = { devServer: truth.devServerSchema };
  const derived = (flag: string, paths: string[], prefix: string) =>
    paths.some((p) => {
      const path = p.replace(/\[\]/g, '');
      if (flag !== flagName(path) && flag !== `${flagName(path)}-reset`) return false;
      const resolved = resolveOption(truth.webpackSchema, prefix + path, mounts);
      return resolved.found && resolved.keys.some((key) => documentedOptions.has(key));
    });
  const known = new Set<string>([...truth.cliOptions, ...truth.webpackFlags.map((f) => f.flag), ...truth.devServerFlags.map((f) => f.flag)]);
  for (const name of truth.cliOptions) {
    if (!named.has(name)) findings.push({ kind: 'undocumented-flag', file: cli.path, line: 0, subject: `--${name}`, message: `the CLI page does not document \`--${name}\`` });
  }
  for (const { flag, paths } of truth.webpackFlags) {
    if (!named.has(flag) && !truth.cliOptions.includes(flag) && !derived(flag, paths, '')) {
      findings.push({ kind: 'undocumented-flag', file: cli.path, line: 0, subject: `--${flag}`, message: `\`--${flag}\` (${paths.join(', ')}) is neither on the CLI page nor derived from a documented option` });
    }
  }
  for (const { flag, paths } of truth.devServerFlags) {
    if (!named.has(flag) && !derived(flag, paths, 'devServer.')) {
      findings.push({ kind: 'undocumented-flag', file: cli.path, line: 0, subject: `--${flag}`, message: `\`webpack serve --${flag}\` (devServer.${paths.join(', devServer.')}) is neither on the CLI page nor derived from a documented option` });
    }
  }
  for (const { flag, line } of onPage) {
    const base = flag.replace(/^no-/, '');
    if (!known.has(flag) && !known.has(base)) findings.push({ kind: 'unknown-flag', file: cli.path, line, subject: `--${flag}`, message: `\`--${flag}\` is not a flag of webpack-cli, webpack or webpack-dev-server` });
  }
  const commands = new Set(markedHeadings(cli.source).map((h) => h.text.replace(/`/g, '').split(' ')[0]));
  for (const command of truth.cliCommands) {
    if (!commands.has(command)) findings.push({ kind: 'undocumented-flag', file: cli.path, line: 0, subject: command, message: `the CLI page has no heading for the \`${command}\` command` });
  }
  return findings;
}

function checkHooks(truth: GroundTruth, pages: Page[]): Finding[] {
  const findings: Finding[] = [];
  for (const [owner, pageSlug] of Object.entries(HOOK_OWNERS) as [HookOwner, string][]) {
    const page = pages.find((p) => slug(p.path) === pageSlug);
    const file = page?.path ?? `${pageSlug}.mdx`;
    const actual = truth.hooks[owner];
    const seen = new Set<string>();
    for (const heading of page ? markedHeadings(page.source) : []) {
      const documentedClass = hookClass(heading.lead);
      if (!documentedClass) continue;
      const name = heading.text.replace(/`/g, '');
      seen.add(name);
      const real = actual[name];
      if (real === undefined) {
        if (!truth.deprecatedHooks[owner].includes(name)) findings.push({ kind: 'unknown-hook', file, line: heading.line, subject: `${owner}.${name}`, message: `${owner} has no hook \`${name}\`` });
      } else if (real !== documentedClass) {
        findings.push({ kind: 'wrong-hook-class', file, line: heading.line + 1, subject: `${owner}.${name}`, message: `\`${name}\` is a ${real}, the page says ${documentedClass}` });
      }
    }
    for (const name of Object.keys(actual)) {
      if (!seen.has(name)) findings.push({ kind: 'undocumented-hook', file, line: 0, subject: `${owner}.${name}`, message: `${owner} hook \`${name}\` (${actual[name]}) has no heading with its tapable class` });
    }
  }
  return findings;
}

function checkPlugins(truth: GroundTruth, pages: Page[]): Finding[] {
  const pluginPages = pages.filter((p) => slug(p.path).startsWith('plugins/'));
  const files = new Set(pluginPages.map((p) => slug(p.path).slice('plugins/'.length)));
  const terms = new Set(pluginPages.flatMap((p) => leadingCodeTerms(p.source)).map((t) => t.replace(/^webpack\./, '')));
  const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return truth.plugins
    .filter((name) => {
      const short = name.slice(name.lastIndexOf('.') + 1);
      return !files.has(kebab(short)) && !terms.has(name) && !terms.has(short);
    })
    .map((name) => ({ kind: 'undocumented-plugin' as const, file: 'plugins/', line: 0, subject: name, message: `webpack exports \`${name}\`, but no plugin page documents it` }));
}

/** Every finding for a folder of pages, in kind order. */
export function checkReference(truth: GroundTruth, pages: Page[]): Finding[] {
  return referenceReport(truth, pages).findings;
}

/** The findings, and every option entry with the number of words that explain it. */
export function referenceReport(truth: GroundTruth, pages: Page[]): { findings: Finding[]; entries: OptionEntry[] } {
  const options = checkOptions(truth, pages);
  const findings = [
    ...undocumentedOptions(truth, options.documented),
    ...options.findings,
    ...checkFlags(truth, pages, options.documented),
    ...checkHooks(truth, pages),
    ...checkPlugins(truth, pages),
  ];
  return { findings: findings.sort((a, b) => FINDING_KINDS.indexOf(a.kind) - FINDING_KINDS.indexOf(b.kind)), entries: options.entries };
}

/** Counts of findings per kind (every kind present, zero included). */
export function countByKind(findings: Finding[]): Record<FindingKind, number> {
  const counts = Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<FindingKind, number>;
  for (const f of findings) counts[f.kind] += 1;
  return counts;
}
