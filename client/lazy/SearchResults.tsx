// The search results panel, loaded on the first focus of the search input. It queries our own
// index (/api/search), or the hosted service when an operator configured it, as the user types
// (debounced), and handles the keyboard: arrows move, Enter opens, Escape closes.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCALE, languageName } from '../../shared/i18n';
import type { DocSearchConfig } from '../../shared/types';
import { formatMessage } from '../../shared/messages/messages';
import { useMessages } from '../lib/useMessages';
import { olderVersionOf, searchApiUrl, searchLocales, versionSearchApiUrl, withEnglishAfter, type Result } from '../lib/searchLanguages';
import { usePageState } from '../lib/pageDataContext';

const DEBOUNCE_MS = 120;

async function searchIn(query: string, locale: string, signal: AbortSignal, version: string | null = null): Promise<Result[]> {
  const response = await fetch(version ? versionSearchApiUrl(query, version) : searchApiUrl(query, locale), { signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { results: Result[] }).results;
}

/** Our own index: the page's language, then English when the page is in a translation; on an
 * older version's page, that version's index alone. */
async function ownSearch(query: string, locale: string, signal: AbortSignal, version: string | null): Promise<Result[]> {
  if (version) return searchIn(query, DEFAULT_LOCALE, signal, version);
  const [own = [], english = []] = await Promise.all(searchLocales(locale).map((l) => searchIn(query, l, signal)));
  return locale === DEFAULT_LOCALE ? own : withEnglishAfter(locale, own, english);
}

interface AlgoliaHit {
  url: string;
  hierarchy?: Record<string, string | null>;
  _snippetResult?: { content?: { value?: string } };
}

async function hostedSearch(config: DocSearchConfig, query: string, signal: AbortSignal): Promise<Result[]> {
  const response = await fetch(`https://${config.appId.toLowerCase()}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query`, {
    method: 'POST',
    signal,
    headers: { 'X-Algolia-Application-Id': config.appId, 'X-Algolia-API-Key': config.apiKey },
    body: JSON.stringify({ params: `query=${encodeURIComponent(query)}&hitsPerPage=10` }),
  });
  if (!response.ok) throw new Error(`hosted search answered ${response.status}`);
  const hits = ((await response.json()) as { hits: AlgoliaHit[] }).hits;
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return hits.map((hit) => {
    const levels = Object.values(hit.hierarchy ?? {}).filter((v): v is string => Boolean(v));
    // The hosted service marks matches with <em>; everything else is escaped.
    const snippet = escape(hit._snippetResult?.content?.value ?? '').replace(/&#60;em&#62;/g, '<mark>').replace(/&#60;\/em&#62;/g, '</mark>');
    return { title: levels[0] ?? hit.url, heading: levels.slice(1).join(' › '), url: new URL(hit.url).pathname + new URL(hit.url).hash, excerpt: snippet };
  });
}

interface Props {
  query: string;
  open: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  docsearch: DocSearchConfig | null;
  /** The current page's language: searched first. */
  locale: string;
  onClose: () => void;
}

/** The results list under the search input. */
export function SearchResults({ query, open, inputRef, docsearch, locale, onClose }: Props) {
  const navigate = useNavigate();
  const messages = useMessages();
  // The hosted index holds the current version only: an older version's page asks ours.
  const version = olderVersionOf(usePageState().data);
  const [results, setResults] = useState<Result[]>([]);
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ results, active });
  latest.current = { results, active };

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      (docsearch && !version ? hostedSearch(docsearch, q, controller.signal) : ownSearch(q, locale, controller.signal, version)).then(
        (found) => {
          setResults(found);
          setActive(0);
          setFailed(false);
        },
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') setFailed(true);
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, docsearch, locale, version]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { results: list, active: index } = latest.current;
      if (event.key === 'ArrowDown' && list.length > 0) {
        event.preventDefault();
        setActive((index + 1) % list.length);
      } else if (event.key === 'ArrowUp' && list.length > 0) {
        event.preventDefault();
        setActive((index - 1 + list.length) % list.length);
      } else if (event.key === 'Enter') {
        const chosen = list[index];
        if (chosen) {
          event.preventDefault();
          onClose();
          navigate(chosen.url);
        }
      } else if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [inputRef, navigate, onClose]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const visible = open && query.trim() !== '';
    if (visible && results[active]) input.setAttribute('aria-activedescendant', `search-result-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, open, query, results, active]);

  if (!open || !query.trim()) return null;
  return (
    <div className="search-results" id="search-results">
      {failed ? (
        <p className="search-results__empty" role="status">{messages[navigator.onLine ? 'search.unavailable' : 'search.offline']}</p>
      ) : results.length === 0 ? (
        <p className="search-results__empty" role="status">{formatMessage(messages['search.noResults'], { query: query.trim() })}</p>
      ) : (
        <ul role="listbox" aria-label={messages['search.results']}>
          {results.map((result, i) => (
            <li key={result.url} id={`search-result-${i}`} lang={result.language} role="option" aria-selected={i === active} className={i === active ? 'is-active' : undefined}>
              <a
                href={result.url}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.preventDefault();
                  onClose();
                  navigate(result.url);
                }}
              >
                <span className="search-results__title">
                  {result.language && (
                    <span className="search-results__language" lang={result.language}>
                      {languageName(result.language)}
                    </span>
                  )}
                  {result.title}
                  {result.heading && <span className="search-results__heading"> › {result.heading}</span>}
                </span>
                {/* The excerpt is escaped on the server; only <mark> is markup. */}
                <span className="search-results__excerpt" dangerouslySetInnerHTML={{ __html: result.excerpt }} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
