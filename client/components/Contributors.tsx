// Contributors of a page, as links to their code-hosting profiles.
import { AVATAR_SIZE } from '../../shared/constants';

/** The list of people who wrote the page. */
export function Contributors({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <section className="contributors" aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">{names.length} Contributor{names.length === 1 ? '' : 's'}</h2>
      <ul className="contributors__list">
        {names.map((name) => (
          <li key={name}>
            <a href={`https://github.com/${encodeURIComponent(name)}`} rel="noopener noreferrer" title={name}>
              <img
                src={`https://github.com/${encodeURIComponent(name)}.png?size=${AVATAR_SIZE}`}
                alt={name}
                width={AVATAR_SIZE / 2}
                height={AVATAR_SIZE / 2}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
