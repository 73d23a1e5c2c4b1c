import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_SOURCE_URL,
  SPONSOR_RANKS,
  monthlyAverage,
  normalizeSponsors,
  parseOpenCollectiveDate,
  rankFromAmount,
  rankFromTier,
  safeUrl,
  type Sponsor,
  type SponsorsFile,
} from '../../../server/tools/sponsorsFromMembers';
import { DEFAULT_OUTPUT, main, outputPathFromArgs, sourceUrlFromEnv } from '../../../server/tools/updateSponsors';

const ROOT = join(__dirname, '..', '..', '..');
const FIXTURE = join(ROOT, 'test', 'fixtures', 'opencollective-members.json');
const NOW = new Date('2026-11-01T00:00:00.000Z');

async function fixture(): Promise<unknown> {
  return JSON.parse(await readFile(FIXTURE, 'utf8')) as unknown;
}

function slugs(list: Sponsor[]): string[] {
  return list.map((s) => s.slug);
}

function find(file: SponsorsFile, slug: string): Sponsor {
  const hit = SPONSOR_RANKS.flatMap((rank) => file.ranks[rank]).find((s) => s.slug === slug);
  if (!hit) throw new Error(`${slug} missing`);
  return hit;
}

describe('normalizeSponsors on the recorded fixture', () => {
  let file: SponsorsFile;
  beforeAll(async () => {
    file = normalizeSponsors(await fixture(), NOW);
  });

  it('stamps the file and defaults to the live source, not a sample', () => {
    expect(file.generatedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(file.source).toBe(DEFAULT_SOURCE_URL);
    expect(file.sample).toBe(false);
    expect(Object.keys(file.ranks).sort()).toEqual(['backer', 'bronze', 'gold', 'latest', 'platinum', 'silver']);
  });

  it('ranks by tier name, falls back to the monthly amount, and sorts each rank by total', () => {
    expect(slugs(file.ranks.platinum)).toEqual(['example-cloud', 'hypothetical-hardware', 'sample-hosting']);
    expect(slugs(file.ranks.gold)).toEqual(['placeholder-analytics', 'demo-payments', 'fictional-fonts']);
    expect(slugs(file.ranks.silver)).toEqual(['mock-monitoring', 'test-suite-tools', 'widget-works', 'imaginary-insurance']);
    expect(slugs(file.ranks.bronze)).toEqual(['pretend-pixels', 'stub-studio', 'lorem-ipsum-labs', 'dummy-data', 'sam-sample']);
    expect(slugs(file.ranks.backer)).toEqual(['casey-demo', 'morgan-mock', 'alex-example', 'taylor-testcase', 'jordan-placeholder', 'riley-fictional']);
    for (const rank of SPONSOR_RANKS) for (const sponsor of file.ranks[rank]) expect(sponsor.rank).toBe(rank);
  });

  it('drops other roles, zero totals, undated entries and merges a profile listed under two tiers', () => {
    const all = SPONSOR_RANKS.flatMap((rank) => slugs(file.ranks[rank]));
    expect(all).toHaveLength(21);
    expect(new Set(all).size).toBe(21);
    for (const gone of ['example-admin', 'example-host', 'zero-zebra', 'follower-fan', 'broken-date-org']) expect(all).not.toContain(gone);
    // Sam is listed as a backer and as a bronze sponsor: one entry, the better rank, the earliest start.
    const sam = find(file, 'sam-sample');
    expect(sam.rank).toBe('bronze');
    expect(sam.totalDonations).toBe(120);
    expect(sam.firstDonation).toBe('2025-06-15T10:00:00.000Z');
  });

  it('lists the ten newest backers first in latest', () => {
    expect(slugs(file.ranks.latest)).toEqual([
      'riley-fictional',
      'lorem-ipsum-labs',
      'morgan-mock',
      'sample-hosting',
      'hypothetical-hardware',
      'alex-example',
      'widget-works',
      'dummy-data',
      'sam-sample',
      'taylor-testcase',
    ]);
  });

  it('computes monthly averages over the last year', () => {
    expect(find(file, 'sample-hosting').monthlyDonations).toBe(1000);
    expect(find(file, 'hypothetical-hardware').monthlyDonations).toBe(2250);
    expect(find(file, 'widget-works').monthlyDonations).toBe(600);
    expect(find(file, 'lorem-ipsum-labs').monthlyDonations).toBe(125);
    expect(find(file, 'riley-fictional').monthlyDonations).toBe(0.42);
    // Inactive for more than a year: still listed by total, nothing per month.
    expect(find(file, 'imaginary-insurance')).toMatchObject({ totalDonations: 6000, monthlyDonations: 0 });
    expect(find(file, 'casey-demo')).toMatchObject({ totalDonations: 300, monthlyDonations: 0 });
    // A long-time sponsor: the share of the total that falls in the last year, spread evenly.
    const first = Date.parse('2019-03-10T09:00:00Z');
    const last = Date.parse('2026-10-15T09:00:00Z');
    const yearAgo = NOW.getTime() - 365.25 * 24 * 3600 * 1000;
    expect(find(file, 'example-cloud').monthlyDonations).toBeCloseTo((180000 * (last - yearAgo)) / (last - first) / 12, 2);
  });

  it('maps each entry to the page fields with safe links', () => {
    expect(find(file, 'example-cloud')).toEqual({
      slug: 'example-cloud',
      name: 'Example Cloud Ltd',
      image: 'https://example.com/avatars/example-cloud.png',
      website: 'https://example.com/example-cloud',
      totalDonations: 180000,
      monthlyDonations: expect.any(Number),
      firstDonation: '2019-03-10T09:00:00.000Z',
      rank: 'platinum',
    });
    expect(find(file, 'fictional-fonts').website).toBe('https://opencollective.com/fictional-fonts');
    expect(find(file, 'alex-example').website).toBe('https://opencollective.com/alex-example');
    expect(find(file, 'dummy-data').image).toBeNull();
  });

  it('passes source and sample through and rejects a non-list', () => {
    const sample = normalizeSponsors([], NOW, { source: 'fixture', sample: true });
    expect(sample).toMatchObject({ source: 'fixture', sample: true, ranks: { latest: [], platinum: [], backer: [] } });
    expect(() => normalizeSponsors({ members: [] }, NOW)).toThrow(/array/);
  });
});

describe('sponsor helpers', () => {
  it('reads Open Collective dates as UTC', () => {
    expect(parseOpenCollectiveDate('2017-01-15 11:02')?.toISOString()).toBe('2017-01-15T11:02:00.000Z');
    expect(parseOpenCollectiveDate('2017-01-15T11:02:00.000Z')?.toISOString()).toBe('2017-01-15T11:02:00.000Z');
    expect(parseOpenCollectiveDate('2017-01-15')?.toISOString()).toBe('2017-01-15T00:00:00.000Z');
    expect(parseOpenCollectiveDate('soon')).toBeNull();
    expect(parseOpenCollectiveDate(null)).toBeNull();
  });

  it('maps tier names and amounts to ranks', () => {
    expect(rankFromTier('Platinum Sponsors')).toBe('platinum');
    expect(rankFromTier('gold sponsors')).toBe('gold');
    expect(rankFromTier('backers')).toBe('backer');
    expect(rankFromTier('Community Friends')).toBeNull();
    expect(rankFromTier(null)).toBeNull();
    expect([2000, 1999.99, 1000, 500, 100, 99.99, 0].map(rankFromAmount)).toEqual(['platinum', 'gold', 'gold', 'silver', 'bronze', 'backer', 'backer']);
  });

  it('only keeps http(s) URLs', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('example.com')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });

  it('averages a single recent donation over twelve months and ignores future dates', () => {
    const at = new Date('2026-10-01T00:00:00Z');
    expect(monthlyAverage({ createdAt: at, lastTransactionAt: null, totalAmountDonated: 120 }, NOW)).toBe(10);
    expect(monthlyAverage({ createdAt: new Date('2027-01-01T00:00:00Z'), lastTransactionAt: null, totalAmountDonated: 12 }, NOW)).toBe(1);
    expect(monthlyAverage({ createdAt: at, lastTransactionAt: at, totalAmountDonated: 0 }, NOW)).toBe(0);
  });
});

describe('the shipped sample', () => {
  it('is the fixture normalized at its generatedAt date, marked as a sample', async () => {
    const shipped = JSON.parse(await readFile(join(ROOT, 'content', 'data', 'sponsors.json'), 'utf8')) as SponsorsFile;
    if (!shipped.sample) return; // replaced by live data: nothing to compare with
    const expected = normalizeSponsors(await fixture(), new Date(shipped.generatedAt), { source: shipped.source, sample: true });
    expect(shipped).toEqual(expected);
    // Made-up profiles have no real pictures: the sample asks no host for any.
    expect(Object.values(shipped.ranks).flat().every((sponsor) => sponsor.image === null)).toBe(true);
  });
});

describe('sponsors:update command line', () => {
  let server: Server;
  let base = '';
  let dir = '';
  let body = '';
  let status = 200;
  let stderr: jest.SpyInstance;
  let stdout: jest.SpyInstance;

  beforeAll(async () => {
    body = await readFile(FIXTURE, 'utf8');
    server = createServer((req, res) => {
      if (req.url !== '/webpack/members/all.json') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sponsors-'));
    status = 200;
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });

  afterEach(async () => {
    stderr.mockRestore();
    stdout.mockRestore();
    await rm(dir, { recursive: true, force: true });
  });

  function stderrText(): string {
    return stderr.mock.calls.map((call: unknown[]) => String(call[0])).join('');
  }

  it('fetches, normalizes and writes the file', async () => {
    const out = join(dir, 'nested', 'sponsors.json');
    const url = `${base}/webpack/members/all.json`;
    await expect(main([out], url, NOW)).resolves.toBe(0);
    const written = JSON.parse(await readFile(out, 'utf8')) as SponsorsFile;
    expect(written).toEqual(normalizeSponsors(await fixture(), NOW, { source: url, sample: false }));
    expect(stdout.mock.calls.map((call: unknown[]) => String(call[0])).join('')).toMatch(/^wrote 21 sponsors to /);
    expect(stderr).not.toHaveBeenCalled();
    expect(await readdir(join(dir, 'nested'))).toEqual(['sponsors.json']);
  });

  it('exits 1 on a network error with one line and leaves the file alone', async () => {
    const out = join(dir, 'sponsors.json');
    await writeFile(out, 'previous content');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(main([out], `http://127.0.0.1:${address.port}/webpack/members/all.json`, NOW)).resolves.toBe(1);
    expect(await readFile(out, 'utf8')).toBe('previous content');
    const text = stderrText();
    expect(text).toMatch(/^sponsors:update failed: could not fetch http:\/\/127\.0\.0\.1:\d+\/webpack\/members\/all\.json: .+\n$/);
    expect(text.trimEnd().split('\n')).toHaveLength(1);
  });

  it.each([
    ['an HTTP error', () => (status = 503), 'HTTP 503'],
    ['a body that is not JSON', () => (body = '<html>'), 'not JSON'],
    ['an answer without backers', () => (body = '[]'), 'no backers'],
  ])('exits 1 on %s and keeps the file', async (_name, setUp, message) => {
    const saved = body;
    setUp();
    const out = join(dir, 'sponsors.json');
    await writeFile(out, 'previous content');
    try {
      await expect(main([out], `${base}/webpack/members/all.json`, NOW)).resolves.toBe(1);
    } finally {
      body = saved;
    }
    expect(await readFile(out, 'utf8')).toBe('previous content');
    expect(stderrText()).toContain(message);
    expect(await readdir(dir)).toEqual(['sponsors.json']);
  });

  it('reads only OPEN_COLLECTIVE_URL and defaults the output path', () => {
    expect(sourceUrlFromEnv({})).toBe(DEFAULT_SOURCE_URL);
    expect(sourceUrlFromEnv({ OPEN_COLLECTIVE_URL: ' http://127.0.0.1:9/x.json ' })).toBe('http://127.0.0.1:9/x.json');
    expect(sourceUrlFromEnv({ OPEN_COLLECTIVE_URL: '' })).toBe(DEFAULT_SOURCE_URL);
    expect(outputPathFromArgs([])).toBe(DEFAULT_OUTPUT);
    expect(DEFAULT_OUTPUT).toBe('content/data/sponsors.json');
    expect(outputPathFromArgs(['out.json'])).toBe('out.json');
  });
});
