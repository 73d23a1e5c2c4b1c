// The sponsors lists (latest, platinum, gold, silver, bronze, backer), loaded in the browser
// only. A checkbox switches between total donations and the monthly average of the last year.
// Only names fetched from Open Collective are shown: a file without them (never fetched, or made
// from sample data) shows no names at all and says how to fetch the real list.
import { startTransition, useEffect, useState } from 'react';
import type { Sponsor } from '../../shared/sponsors';


type Rank = 'latest' | 'platinum' | 'gold' | 'silver' | 'bronze' | 'backer';
const RANKS: { rank: Rank; title: string; size: number }[] = [
  { rank: 'latest', title: 'Latest Sponsors', size: 48 },
  { rank: 'platinum', title: 'Platinum Sponsors', size: 96 },
  { rank: 'gold', title: 'Gold Sponsors', size: 72 },
  { rank: 'silver', title: 'Silver Sponsors', size: 56 },
  { rank: 'bronze', title: 'Bronze Sponsors', size: 44 },
  { rank: 'backer', title: 'Backers', size: 32 },
];

/** Pure: the sponsors of a rank, sorted by the chosen amount. */
export function sortSponsors(list: Sponsor[], monthly: boolean): Sponsor[] {
  const key = monthly ? 'monthlyDonations' : 'totalDonations';
  return [...list].sort((a, b) => b[key] - a[key]);
}

function isSponsorList(value: unknown): value is Sponsor[] {
  return Array.isArray(value) && value.every((s) => s && typeof s === 'object' && typeof (s as Sponsor).name === 'string');
}

/** The lists of a sponsors file worth showing: none when the file is sample data (made-up
 * names a reader would take for real ones) or holds no sponsor at all. */
export function realSponsorRanks(data: { sample?: unknown; ranks?: Record<string, unknown> | null }): Partial<Record<Rank, Sponsor[]>> | null {
  if (data.sample === true) return null;
  const out: Partial<Record<Rank, Sponsor[]>> = {};
  for (const { rank } of RANKS) {
    const list = data.ranks?.[rank];
    if (isSponsorList(list) && list.length > 0) out[rank] = list;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Says that no sponsor list has been fetched, and how a maintainer fetches it. */
function NoSponsorList() {
  return (
    <p className="sponsors__empty" data-sponsors="none">
      The list of sponsors is not published on this copy of the site yet. It is fetched from Open Collective with{' '}
      <code>npm run sponsors:update</code>.
    </p>
  );
}

/** The lists, once the data arrived; `monthly` is chosen by the caller after mount. */
export function SponsorLists({ monthly }: { monthly: boolean }) {
  const [ranks, setRanks] = useState<Partial<Record<Rank, Sponsor[]>> | null | 'none'>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/sponsors.json')
      .then((r) => (r.ok ? (r.json() as Promise<{ sample?: unknown; ranks?: Record<string, unknown> }>) : Promise.reject(new Error(String(r.status)))))
      .then((data) => {
        const out = realSponsorRanks(data);
        // Every rank's entries with their images: rendered in slices, not in one long task.
        startTransition(() => setRanks(out ?? 'none'));
      })
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p role="alert">The sponsor list could not be loaded.</p>;
  if (ranks === 'none') return <NoSponsorList />;
  return (
    <div className="sponsors__lists" aria-busy={ranks === null}>
      {RANKS.map(({ rank, title, size }) => {
        const list = ranks?.[rank];
        if (ranks && !list) return null;
        return (
          <section key={rank} className={`sponsors__rank sponsors__rank--${rank}`} aria-label={title}>
            <h3>{title}</h3>
            <ul className="sponsors__list">
              {list === undefined
                ? Array.from({ length: 4 }, (_, i) => <li key={i} className="sponsors__placeholder" data-size={size} />)
                : sortSponsors(list, monthly && rank !== 'latest').map((sponsor) => (
                    <li key={sponsor.slug}>
                      <a href={sponsor.website ?? `https://opencollective.com/${sponsor.slug}`} rel="noopener noreferrer nofollow" title={`${sponsor.name}: $${Math.round(monthly ? sponsor.monthlyDonations : sponsor.totalDonations)}${monthly ? ' a month' : ' in total'}`}>
                        {sponsor.image ? (
                          <img src={sponsor.image} alt={sponsor.name} width={size} height={size} loading="lazy" decoding="async" />
                        ) : (
                          <span className="sponsors__name">{sponsor.name}</span>
                        )}
                      </a>
                    </li>
                  ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
