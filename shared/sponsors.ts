// The sponsor data shape shared by the sponsors updater (which writes content/data/sponsors.json)
// and the home page's sponsor lists (which read it).

/** Ranks from the most to the least generous. */
export const SPONSOR_RANKS = ['platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type SponsorRank = (typeof SPONSOR_RANKS)[number];

/** One backer as shown on the site. Both amounts are always present so the page can switch views. */
export interface Sponsor {
  slug: string;
  name: string;
  image: string | null;
  website: string | null;
  /** Everything given so far, rounded to cents. */
  totalDonations: number;
  /** Estimated average per month over the last twelve months, rounded to cents. */
  monthlyDonations: number;
  /** ISO date of the first contribution (when the membership started). */
  firstDonation: string;
  rank: SponsorRank;
}
