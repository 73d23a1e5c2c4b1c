// The people credited on a page: its contributors and, on a translated page, its translators.
// Avatars (size 90) link to their profiles and load only once the list is visible; sized
// placeholders keep the layout still until then.
import { useRef } from 'react';
import { AVATAR_SIZE } from '../../shared/constants';
import { formatMessage } from '../../shared/messages/messages';
import { useVisible } from '../hooks/useVisible';
import { usePreparedContributors } from '../lib/preparedListsContext';
import { useMessages } from '../lib/useMessages';

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

interface PeopleProps {
  names: string[];
  /** The section's class and the prefix of its ids ('contributors', 'translators'). */
  role: 'contributors' | 'translators';
  heading: string;
  /** Whether the server prepared this list's items (only the contributor list is prepared:
   * see client/lib/preparedListsContext.ts). */
  prepared: boolean;
}

function People({ names, role, heading, prepared }: PeopleProps) {
  const ref = useRef<HTMLUListElement>(null);
  const visible = useVisible(ref);
  const preparedItems = usePreparedContributors(visible);
  const items = prepared ? preparedItems : null;
  if (names.length === 0) return null;
  return (
    <section className={role} aria-labelledby={`${role}-heading`}>
      <h2 id={`${role}-heading`}>{heading}</h2>
      {items !== null ? (
        <ul className={`${role}__list`} ref={ref} dangerouslySetInnerHTML={{ __html: items }} />
      ) : (
        <ul className={`${role}__list`} ref={ref}>
          <ContributorItems names={names} visible={visible} />
        </ul>
      )}
    </section>
  );
}

/** The list of people who wrote the page. */
export function Contributors({ names }: { names: string[] }) {
  const messages = useMessages();
  const heading = formatMessage(messages[names.length === 1 ? 'contributors.one' : 'contributors.other'], { count: String(names.length) });
  return <People names={names} role="contributors" heading={heading} prepared />;
}

/** The list of people who translated the page (nothing when it names none). */
export function Translators({ names }: { names: string[] }) {
  const messages = useMessages();
  return <People names={names} role="translators" heading={messages['translators.title']} prepared={false} />;
}
