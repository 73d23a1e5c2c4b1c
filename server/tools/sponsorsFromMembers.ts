// Turns the Open Collective member list of the webpack collective into content/data/sponsors.json:
// backers grouped by rank, each with its lifetime total and an estimated monthly average, plus the
// newest backers. Everything here is pure; updateSponsors.ts does the fetching and writing.

/** Public JSON list of every member of the collective (no token needed). */
export const DEFAULT_SOURCE_URL = 'https://opencollective.com/webpack/members/all.json';

import { SPONSOR_RANKS, type Sponsor, type SponsorRank } from '../../shared/sponsors';

export { SPONSOR_RANKS, type Sponsor, type SponsorRank };

/** How many backers the `latest` list holds. */
export const LATEST_COUNT = 10;

/**
 * Monthly amounts (in the collective's currency) that decide the rank of a backer whose tier name
 * does not say it (no tier, or a custom one): at least 2000 a month is platinum, 1000 gold,
 * 500 silver, 100 bronze, anything less is a backer. They follow the prices of the collective's
 * sponsor tiers.
 */
export const RANK_THRESHOLDS: ReadonlyArray<readonly [SponsorRank, number]> = [
  ['platinum', 2000],
  ['gold', 1000],
  ['silver', 500],
  ['bronze', 100],
];

/** The fields of one Open Collective member this module uses, after validation. */
export interface OpenCollectiveMember {
  memberId: number | null;
  createdAt: Date;
  role: string;
  tier: string | null;
  isActive: boolean;
  totalAmountDonated: number;
  lastTransactionAt: Date | null;
  profile: string | null;
  name: string;
  image: string | null;
  website: string | null;
}


/** The content of content/data/sponsors.json. */
export interface SponsorsFile {
  generatedAt: string;
  source: string;
  /** True when the file was made from made-up data rather than the live API. */
  sample: boolean;
  ranks: { latest: Sponsor[] } & Record<SponsorRank, Sponsor[]>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/**
 * Reads an Open Collective date. The members endpoint writes UTC times as "2017-01-15 11:02"
 * (no zone); ISO strings are accepted too. Returns null for anything else.
 */
export function parseOpenCollectiveDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const bare = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(text);
  const time = bare ? Date.parse(`${bare[1]}T${bare[2]}Z`) : /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Keeps only absolute http(s) URLs, so nothing like `javascript:` ever reaches a link. */
export function safeUrl(value: unknown): string | null {
  const text = stringOrNull(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Validates one raw member; null when it lacks what a listing needs (a role and a start date). */
export function parseMember(raw: unknown): OpenCollectiveMember | null {
  if (!isRecord(raw)) return null;
  const role = stringOrNull(raw.role);
  const createdAt = parseOpenCollectiveDate(raw.createdAt);
  if (!role || !createdAt) return null;
  const memberId = finiteNumber(raw.MemberId);
  return {
    memberId,
    createdAt,
    role: role.toUpperCase(),
    tier: stringOrNull(raw.tier),
    isActive: raw.isActive === true,
    totalAmountDonated: finiteNumber(raw.totalAmountDonated) ?? 0,
    lastTransactionAt: parseOpenCollectiveDate(raw.lastTransactionAt),
    profile: safeUrl(raw.profile),
    name: stringOrNull(raw.name) ?? '',
    image: safeUrl(raw.image),
    website: safeUrl(raw.website),
  };
}

/** The collective slug of a member: the last path segment of its profile URL. */
export function slugOf(member: Pick<OpenCollectiveMember, 'profile' | 'memberId' | 'name'>): string {
  if (member.profile) {
    const segment = new URL(member.profile).pathname.split('/').filter(Boolean).pop();
    if (segment) return decodeURIComponent(segment).toLowerCase();
  }
  if (member.memberId !== null) return `member-${member.memberId}`;
  return member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'anonymous';
}

/** The rank a tier name states ("Gold Sponsors" is gold, "backers" is backer); null when it says none. */
export function rankFromTier(tier: string | null): SponsorRank | null {
  if (!tier) return null;
  const name = tier.toLowerCase();
  for (const rank of SPONSOR_RANKS) if (name.includes(rank)) return rank;
  return null;
}

/** The rank a monthly amount earns on its own; see RANK_THRESHOLDS. */
export function rankFromAmount(monthly: number): SponsorRank {
  for (const [rank, minimum] of RANK_THRESHOLDS) if (monthly >= minimum) return rank;
  return 'backer';
}

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Estimated average given per month over the twelve months before `now`.
 *
 * The members endpoint has no transaction history, only the lifetime total, the start of the
 * membership and the date of the last transaction. So the total is assumed to be spread evenly
 * between the first and the last contribution, the share of that period that falls inside the
 * last year is taken as the year's amount, and that is divided by 12 (a backer who only started
 * three months ago therefore averages a quarter of their monthly pledge, as they would with real
 * transactions). A single contribution (first and last on the same day) counts fully when it is
 * inside the year. Members whose last transaction is more than a year old get 0. Without a last
 * transaction date the membership start is used, which treats the total as one contribution.
 */
export function monthlyAverage(member: Pick<OpenCollectiveMember, 'createdAt' | 'lastTransactionAt' | 'totalAmountDonated'>, now: Date): number {
  const total = member.totalAmountDonated;
  if (!(total > 0)) return 0;
  const end = now.getTime();
  const windowStart = end - YEAR_MS;
  const first = Math.min(member.createdAt.getTime(), end);
  const last = Math.min(Math.max(member.lastTransactionAt?.getTime() ?? first, first), end);
  if (last < windowStart) return 0;
  const span = last - first;
  const lastYear = span < DAY_MS ? total : (total * (last - Math.max(first, windowStart))) / span;
  return cents(lastYear / 12);
}

function compareByTotal(a: Sponsor, b: Sponsor): number {
  return b.totalDonations - a.totalDonations || a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug, 'en');
}

function betterRank(a: SponsorRank, b: SponsorRank): boolean {
  return SPONSOR_RANKS.indexOf(a) < SPONSOR_RANKS.indexOf(b);
}

/** Options for normalizeSponsors. */
export interface NormalizeOptions {
  /** Where the members came from; written to the file. */
  source?: string;
  /** Marks the result as made from made-up data. A sample keeps no pictures: made-up profiles
   * point at hosts that do not exist, and the page shows their names instead. */
  sample?: boolean;
}

/**
 * Builds the sponsors file from the raw JSON of the members endpoint.
 *
 * Keeps members with role BACKER and a positive total (admins, hosts, followers, contributors
 * without money and zero totals are dropped, as are entries without a usable creation date).
 * Inactive backers stay: their total still counts and their monthly average falls to 0 after a
 * year. The endpoint lists a profile once per tier it belongs to with the same lifetime total, so
 * duplicates (same slug) are merged, keeping the larger total and the better rank.
 * Throws when `members` is not an array.
 */
export function normalizeSponsors(members: unknown, now: Date, options: NormalizeOptions = {}): SponsorsFile {
  if (!Array.isArray(members)) throw new Error('expected a JSON array of Open Collective members');
  const bySlug = new Map<string, Sponsor>();
  for (const raw of members) {
    const member = parseMember(raw);
    if (!member || member.role !== 'BACKER' || !(member.totalAmountDonated > 0)) continue;
    const monthlyDonations = monthlyAverage(member, now);
    const slug = slugOf(member);
    const sponsor: Sponsor = {
      slug,
      name: member.name || slug,
      image: options.sample ? null : member.image,
      website: member.website ?? member.profile,
      totalDonations: cents(member.totalAmountDonated),
      monthlyDonations,
      firstDonation: member.createdAt.toISOString(),
      rank: rankFromTier(member.tier) ?? rankFromAmount(monthlyDonations),
    };
    const seen = bySlug.get(slug);
    if (!seen) {
      bySlug.set(slug, sponsor);
      continue;
    }
    const keep = sponsor.totalDonations > seen.totalDonations ? sponsor : seen;
    const rank = betterRank(sponsor.rank, seen.rank) ? sponsor.rank : seen.rank;
    const firstDonation = sponsor.firstDonation < seen.firstDonation ? sponsor.firstDonation : seen.firstDonation;
    bySlug.set(slug, { ...keep, rank, firstDonation, monthlyDonations: Math.max(sponsor.monthlyDonations, seen.monthlyDonations) });
  }

  const all = [...bySlug.values()];
  const ranks: SponsorsFile['ranks'] = { latest: [], platinum: [], gold: [], silver: [], bronze: [], backer: [] };
  for (const sponsor of all) ranks[sponsor.rank].push(sponsor);
  for (const rank of SPONSOR_RANKS) ranks[rank].sort(compareByTotal);
  ranks.latest = [...all]
    .sort((a, b) => b.firstDonation.localeCompare(a.firstDonation) || compareByTotal(a, b))
    .slice(0, LATEST_COUNT);

  return {
    generatedAt: now.toISOString(),
    source: options.source ?? DEFAULT_SOURCE_URL,
    sample: options.sample ?? false,
    ranks,
  };
}

/** Number of distinct backers in a sponsors file (the latest list repeats some of them). */
export function countSponsors(file: SponsorsFile): number {
  return SPONSOR_RANKS.reduce((sum, rank) => sum + file.ranks[rank].length, 0);
}

/** The file text: two-space JSON with a final newline. */
export function serializeSponsors(file: SponsorsFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
