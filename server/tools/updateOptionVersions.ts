// npm run option-versions:update [--fixtures]: reads schemas/WebpackOptions.json of every
// published webpack 5 release up to the pinned one (from the npm registry), computes the release
// each option of the pinned schema first appeared in (and first was deprecated in) and rewrites
// shared/data/webpackOptionVersions.json. Run by hand after upgrading webpack; the site and the
// tests only read the committed file. Schemas already fetched are kept in .tmp/webpack-schemas/.
// --fixtures also rewrites the trimmed, gzipped schemas of the sampled releases (and the list of
// releases read) that
// test/server/reference/optionReleaseScan.test.ts checks the data against.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compareVersions, FIRST_RELEASE, type OptionVersions } from '../../shared/optionVersions';
import { computeOptionVersions, releasesUpTo, serializeOptionVersions, type ReleaseSchema } from '../reference/optionReleaseScan';
import { trimSchema } from '../reference/schemaFixture';
import type { JsonSchema } from '../reference/schema';
import { tarEntry } from './tarEntry';

const DATA_FILE = 'shared/data/webpackOptionVersions.json';
const FIXTURE_DIR = 'test/fixtures/webpack-schemas';
const CACHE_DIR = '.tmp/webpack-schemas';
const PINNED_SCHEMA = 'node_modules/webpack/schemas/WebpackOptions.json';
const SCHEMA_IN_PACKAGE = 'package/schemas/WebpackOptions.json';
const PARALLEL = 4;
/** How many "added in" releases (besides 5.0.0) and deprecation releases the fixtures sample. */
const SAMPLED_ADDED = 6;
const SAMPLED_DEPRECATED = 2;

interface Packument {
  versions: Record<string, { dist: { tarball: string } }>;
}

function registryUrl(): string {
  const configured = process.env.npm_config_registry?.trim() || 'https://registry.npmjs.org/';
  return configured.endsWith('/') ? configured : `${configured}/`;
}

async function fetchOk(url: string, accept?: string): Promise<Response> {
  const response = await fetch(url, { headers: accept ? { accept } : {}, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}; check the registry (npm config get registry) and try again`);
  return response;
}

async function releaseSchema(version: string, tarball: string): Promise<ReleaseSchema> {
  const cached = join(CACHE_DIR, `${version}.json`);
  try {
    return { version, schema: JSON.parse(await readFile(cached, 'utf8')) as JsonSchema };
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tgz = Buffer.from(await (await fetchOk(tarball)).arrayBuffer());
  const file = tarEntry(tgz, SCHEMA_IN_PACKAGE);
  if (!file) throw new Error(`webpack@${version} (${tarball}) has no ${SCHEMA_IN_PACKAGE}`);
  await writeFile(cached, file);
  return { version, schema: JSON.parse(file.toString('utf8')) as JsonSchema };
}

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out;
}

/** The releases the fixtures hold: 5.0.0, and each sampled release with the one before it. */
export function sampledReleases(data: OptionVersions, releases: readonly string[]): string[] {
  const counts = (record: Record<string, string>) => {
    const by = new Map<string, number>();
    for (const v of Object.values(record)) if (v !== FIRST_RELEASE && v !== data.webpack) by.set(v, (by.get(v) ?? 0) + 1);
    return [...by.entries()].sort((a, b) => b[1] - a[1] || compareVersions(a[0], b[0])).map(([v]) => v);
  };
  const picked = [...counts(data.added).slice(0, SAMPLED_ADDED), ...counts(data.deprecated).slice(0, SAMPLED_DEPRECATED)];
  const out = new Set([FIRST_RELEASE]);
  for (const v of picked) {
    const i = releases.indexOf(v);
    if (i > 0) out.add(releases[i - 1]!).add(v);
  }
  return [...out].sort(compareVersions);
}

async function main(): Promise<void> {
  const withFixtures = process.argv.includes('--fixtures');
  const pinned = JSON.parse(await readFile('node_modules/webpack/package.json', 'utf8')) as { version: string };
  const current: ReleaseSchema = { version: pinned.version, schema: JSON.parse(await readFile(PINNED_SCHEMA, 'utf8')) as JsonSchema };
  const packument = (await (await fetchOk(`${registryUrl()}webpack`, 'application/vnd.npm.install-v1+json')).json()) as Packument;
  const versions = releasesUpTo(Object.keys(packument.versions), current.version);
  if (!versions.includes(current.version)) throw new Error(`the registry lists no webpack ${current.version}; is node_modules up to date (npm ci)?`);
  await mkdir(CACHE_DIR, { recursive: true });
  let done = 0;
  const releases = await inBatches(versions, async (version) => {
    const release = await releaseSchema(version, packument.versions[version]!.dist.tarball);
    done += 1;
    if (done % 25 === 0 || done === versions.length) process.stdout.write(`read ${done} of ${versions.length} schemas\n`);
    return release;
  });
  const data = computeOptionVersions(current, releases);
  await writeFile(DATA_FILE, serializeOptionVersions(data));
  const later = Object.values(data.added).filter((v) => v !== FIRST_RELEASE).length;
  process.stdout.write(`${DATA_FILE}: ${Object.keys(data.added).length} options (${later} added after ${FIRST_RELEASE}, ${Object.keys(data.deprecated).length} deprecated), from ${versions.length} releases\n`);
  if (!withFixtures) return;
  await mkdir(FIXTURE_DIR, { recursive: true });
  for (const old of await readdir(FIXTURE_DIR)) if (old.endsWith('.json.gz')) await rm(join(FIXTURE_DIR, old));
  for (const version of sampledReleases(data, versions)) {
    const release = releases.find((r) => r.version === version)!;
    await writeFile(join(FIXTURE_DIR, `${version}.json.gz`), gzipSync(JSON.stringify(trimSchema(release.schema)), { level: 9 }));
  }
  // The list of releases tells the test which sampled release directly follows which.
  await writeFile(join(FIXTURE_DIR, 'releases.json'), `${JSON.stringify(versions)}\n`);
  process.stdout.write(`${FIXTURE_DIR}: ${sampledReleases(data, versions).join(', ')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`option-versions:update failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
