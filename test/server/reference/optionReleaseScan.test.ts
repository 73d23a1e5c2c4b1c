// The committed "added in" data (shared/data/webpackOptionVersions.json) against webpack's own
// schemas: the pinned one from node_modules, and the trimmed schemas of sampled releases in
// test/fixtures/webpack-schemas/ (written by `npm run option-versions:update -- --fixtures`).
// Presence is decided by the same functions the update tool computes the data with, so a
// hand edit or a stale file fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import data from '../../../shared/data/webpackOptionVersions.json';
import { compareVersions, FIRST_RELEASE, optionVersion, type OptionVersions } from '../../../shared/optionVersions';
import { computeOptionVersions, hasOption, isDeprecated, optionNames, optionPaths, releasesUpTo, schemaRoot } from '../../../server/reference/optionReleaseScan';
import { trimSchema } from '../../../server/reference/schemaFixture';
import type { JsonSchema, SchemaRoot } from '../../../server/reference/schema';

const versions: OptionVersions = data;
const root = join(__dirname, '../../..');
const pinnedSchema = JSON.parse(readFileSync(join(root, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as JsonSchema;
const pinnedVersion = (JSON.parse(readFileSync(join(root, 'node_modules/webpack/package.json'), 'utf8')) as { version: string }).version;
const fixtureDir = join(root, 'test/fixtures/webpack-schemas');
const releases = JSON.parse(readFileSync(join(fixtureDir, 'releases.json'), 'utf8')) as string[];
const sampled: { version: string; root: SchemaRoot }[] = readdirSync(fixtureDir)
  .filter((f) => f.endsWith('.json.gz'))
  .map((f) => ({ version: f.replace(/\.json\.gz$/, ''), root: schemaRoot(JSON.parse(gunzipSync(readFileSync(join(fixtureDir, f))).toString('utf8')) as JsonSchema) }))
  .sort((a, b) => compareVersions(a.version, b.version));
const byVersion = new Map(sampled.map((s) => [s.version, s.root]));
const previous = (version: string) => releases[releases.indexOf(version) - 1];
const addedIn = (version: string) => Object.keys(versions.added).filter((p) => versions.added[p] === version);

describe('computed "added in" data', () => {
  it('is for the pinned webpack and has an entry for every option of its schema, and no other', () => {
    expect(versions.webpack).toBe(pinnedVersion);
    const paths = optionPaths(schemaRoot(pinnedSchema));
    expect(paths.length).toBeGreaterThan(500);
    expect(paths.filter((p) => !(p in versions.added))).toEqual([]);
    expect(Object.keys(versions.added).filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('names a published release for every option, and records deprecation for exactly the deprecated options', () => {
    expect(releases).toEqual(releasesUpTo(releases, pinnedVersion));
    expect(releases[0]).toBe(FIRST_RELEASE);
    expect(releases.at(-1)).toBe(pinnedVersion);
    expect(versions.releases).toEqual({ first: FIRST_RELEASE, last: pinnedVersion, count: releases.length });
    for (const v of [...Object.values(versions.added), ...Object.values(versions.deprecated)]) expect(releases).toContain(v);
    const pinned = schemaRoot(pinnedSchema);
    const deprecated = optionPaths(pinned).filter((p) => isDeprecated(pinned, p)).sort();
    expect(deprecated.length).toBeGreaterThan(0);
    expect(Object.keys(versions.deprecated).sort()).toEqual(deprecated);
  });

  it('samples releases on both sides of several "added in" versions', () => {
    const pairs = sampled.filter((s) => s.version !== FIRST_RELEASE && addedIn(s.version).length > 0 && byVersion.has(previous(s.version) ?? ''));
    expect(pairs.length).toBeGreaterThanOrEqual(5);
  });

  it.each(sampled.filter((s) => s.version !== FIRST_RELEASE && byVersion.has(previous(s.version) ?? '')).map((s) => [s.version, previous(s.version)!]))(
    'options computed as added in %s are in its schema and not in %s\'s',
    (version, before) => {
      const paths = addedIn(version);
      const deprecatedThen = Object.keys(versions.deprecated).filter((p) => versions.deprecated[p] === version);
      expect(paths.length + deprecatedThen.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect([path, hasOption(byVersion.get(version)!, path, versions.aliases)]).toEqual([path, true]);
        expect([path, hasOption(byVersion.get(before)!, path, versions.aliases)]).toEqual([path, false]);
      }
      for (const path of deprecatedThen) {
        expect([path, isDeprecated(byVersion.get(version)!, path, versions.aliases)]).toEqual([path, true]);
        expect([path, isDeprecated(byVersion.get(before)!, path, versions.aliases)]).toEqual([path, false]);
      }
    },
  );

  it('gives no option a release later than a sampled schema that already has it', () => {
    for (const { version, root: release } of sampled) {
      const early = Object.keys(versions.added).filter((p) => compareVersions(versions.added[p]!, version) > 0 && hasOption(release, p, versions.aliases));
      expect([version, early]).toEqual([version, []]);
      const earlyDeprecation = Object.keys(versions.deprecated).filter((p) => compareVersions(versions.deprecated[p]!, version) > 0 && isDeprecated(release, p, versions.aliases));
      expect([version, earlyDeprecation]).toEqual([version, []]);
    }
    const first = byVersion.get(FIRST_RELEASE)!;
    expect(addedIn(FIRST_RELEASE).filter((p) => !hasOption(first, p, versions.aliases))).toEqual([]);
  });

  it('reads names as pages write them: placeholders dropped, longer group names read as the shortest', () => {
    expect(optionVersion(versions, 'output.filename')).toEqual({ path: 'output.filename', added: FIRST_RELEASE, deprecated: null });
    const ruleOption = optionVersion(versions, 'module.rules.issuerLayer');
    expect(ruleOption?.added).toBe(versions.added['module.defaultRules.issuerLayer']);
    expect(optionVersion(versions, 'optimization.splitChunks.cacheGroups.{cacheGroup}.layer')?.added).toBe(versions.added['optimization.splitChunks.cacheGroups.layer']);
    expect(optionVersion(versions, 'resolveLoader.alias')?.path).toBe('resolve.alias');
    expect(optionVersion(versions, 'output.noSuchOption')).toBeNull();
  });
});

describe('computing "added in"', () => {
  const schemaWith = (props: Record<string, JsonSchema>, definitions: Record<string, JsonSchema> = {}): JsonSchema => ({ type: 'object', properties: props, definitions });
  const output = (props: Record<string, JsonSchema>) => schemaWith({ output: { $ref: '#/definitions/Output' } }, { Output: { type: 'object', properties: props } });

  it('takes the first release that has an option and the first that marks it deprecated, whatever order releases come in', () => {
    const current = { version: '5.3.0', schema: output({ path: { type: 'string' }, clean: { type: 'boolean', deprecated: true }, fresh: { type: 'boolean' } }) };
    const computed = computeOptionVersions(current, [
      { version: '5.2.0', schema: output({ path: { type: 'string' }, clean: { type: 'boolean', deprecated: true } }) },
      { version: '5.0.0', schema: output({ path: { type: 'string' } }) },
      { version: '5.1.0', schema: output({ path: { type: 'string' }, clean: { type: 'boolean' } }) },
    ]);
    expect(computed.added).toEqual({ output: '5.0.0', 'output.path': '5.0.0', 'output.clean': '5.1.0', 'output.fresh': '5.3.0' });
    expect(computed.deprecated).toEqual({ 'output.clean': '5.2.0' });
    expect(computed.releases).toEqual({ first: '5.0.0', last: '5.2.0', count: 3 });
  });

  it('dates an option by the first release that has it under any of its names', () => {
    const html = { type: 'object', properties: { title: { type: 'string' } } } as const;
    const older = { version: '5.1.0', schema: schemaWith({ output: { type: 'object', properties: { html: { $ref: '#/definitions/Html' } } } }, { Html: html }) };
    const current = { version: '5.2.0', schema: schemaWith({ entry: { type: 'object', properties: { html: { $ref: '#/definitions/Html' } } }, output: { type: 'object', properties: { html: { $ref: '#/definitions/Html' } } } }, { Html: html }) };
    const computed = computeOptionVersions(current, [older, { version: '5.0.0', schema: schemaWith({ output: { type: 'object', properties: {} } }) }]);
    expect(computed.aliases).toEqual({ 'output.html': 'entry.html' });
    expect(computed.added).toEqual({ entry: '5.2.0', 'entry.html': '5.2.0', 'entry.html.title': '5.1.0', output: '5.0.0', 'output.html': '5.1.0' });
    expect(optionNames('entry.html.title', computed.aliases)).toEqual(['entry.html.title', 'output.html.title']);
  });

  it('does not count a name that an older schema only accepts as a map key', () => {
    const older = schemaRoot(schemaWith({ alias: { type: 'object', additionalProperties: { type: 'string' } } }));
    const newer = schemaRoot(schemaWith({ alias: { anyOf: [{ type: 'object', additionalProperties: { type: 'string' } }, { type: 'object', properties: { name: { type: 'string' } } }] } }));
    expect(hasOption(older, 'alias.name')).toBe(false);
    expect(hasOption(newer, 'alias.name')).toBe(true);
  });

  it('trims a schema to what the walk reads, keeping option names that look like schema keywords', () => {
    const trimmed = trimSchema({ description: 'x', properties: { description: { type: 'string', description: 'y', minLength: 1 } }, definitions: { A: { deprecated: true, cli: {} } } });
    expect(trimmed).toEqual({ properties: { description: { type: 'string' } }, definitions: { A: { deprecated: true } } });
  });
});
