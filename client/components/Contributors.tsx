// Contributors of a page: avatars (size 90) linking to their profiles, loaded only once the
// list is visible; sized placeholders keep the layout still until then.
import { useRef } from 'react';
import { AVATAR_SIZE } from '../../shared/constants';
import { useVisible } from '../hooks/useVisible';
import { usePreparedContributors } from '../lib/preparedListsContext';

const SHOWN = AVATAR_SIZE / 2;

/** The list's items: a profile link each, with the avatar once the list is visible. */
export function ContributorItems({ names, visible }: { names: string[]; visible: boolean }) {
  return names.map((name) => (
    <li key={name}>
      <a href={`https://github.com/${encodeURIComponent(name)}`} rel="noopener noreferrer" title={name} aria-label={name}>
        {visible ? (
          <img src={`https://github.com/${encodeURIComponent(name)}.png?size=${AVATAR_SIZE}`} alt="" width={SHOWN} height={SHOWN} decoding="async" />
        ) : (
          <span className="contributors__placeholder" />
        )}
      </a>
    </li>
  ));
}

/** The list of people who wrote the page. */
export function Contributors({ names }: { names: string[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const visible = useVisible(ref);
  const prepared = usePreparedContributors(visible);
  if (names.length === 0) return null;
  return (
    <section className="contributors" aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">{names.length} Contributor{names.length === 1 ? '' : 's'}</h2>
      {prepared !== null ? (
        <ul className="contributors__list" ref={ref} dangerouslySetInnerHTML={{ __html: prepared }} />
      ) : (
        <ul className="contributors__list" ref={ref}>
          <ContributorItems names={names} visible={visible} />
        </ul>
      )}
    </section>
  );
}
