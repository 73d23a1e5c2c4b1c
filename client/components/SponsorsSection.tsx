// "Support the Team": the sponsor lists come from a lazy chunk loaded in the browser only,
// with placeholders first. The first view is monthly about one time in three, chosen after
// mount so that server and client HTML agree.
import { useEffect, useState } from 'react';
import { MONTHLY_SPONSORS_CHANCE } from '../../shared/constants';
import { useLazyChunk } from '../lib/useLazyChunk';
import { LazyError } from './LazyError';
import { useMessages } from '../lib/useMessages';

const PLACEHOLDER_RANKS = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'];

/** The sponsors section of the home page. */
export function SponsorsSection() {
  const messages = useMessages();
  const [monthly, setMonthly] = useState(false);
  const sponsors = useLazyChunk('sponsors');
  useEffect(() => {
    setMonthly(Math.random() < MONTHLY_SPONSORS_CHANCE);
  }, []);
  return (
    <section className="sponsors" id="sponsors" aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">Support the Team</h2>
      <p>
        webpack is built by volunteers and funded by the companies and people who use it. Sponsorship pays for
        maintenance, releases and documentation.
      </p>
      <label className="sponsors__toggle">
        <input type="checkbox" checked={monthly} onChange={(event) => setMonthly(event.target.checked)} />
        Show the monthly average of the last year instead of the total
      </label>
      {sponsors.error ? (
        <LazyError what={messages['lazy.sponsors']} error={sponsors.error} retry={sponsors.retry} />
      ) : sponsors.module ? (
        <sponsors.module.SponsorLists monthly={monthly} />
      ) : (
        <div className="sponsors__lists" aria-busy="true">
          {PLACEHOLDER_RANKS.map((rank) => (
            <div key={rank} className={`sponsors__rank sponsors__rank--${rank}`}>
              <div className="sponsors__placeholder-title" />
              <ul className="sponsors__list">
                {[0, 1, 2, 3].map((i) => <li key={i} className="sponsors__placeholder" />)}
              </ul>
            </div>
          ))}
        </div>
      )}
      <p>
        <a className="button" href="https://opencollective.com/webpack" rel="noopener noreferrer">Become a sponsor</a>
      </p>
    </section>
  );
}
