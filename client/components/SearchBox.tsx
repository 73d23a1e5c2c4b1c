// The header's search input. "/" and Ctrl/Cmd-K focus it; the results panel is a lazy chunk
// loaded on the first focus.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { usePageState } from '../lib/pageDataContext';
import { useLazyChunk } from '../lib/useLazyChunk';
import { useMessages } from '../lib/useMessages';

/** True when a key press should move focus to the search input. */
export function isSearchShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; target: EventTarget | null }): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/') return false;
  const target = event.target as HTMLElement | null;
  return !(target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)));
}

/** Search form in the top navigation. */
export function SearchBox() {
  const { docsearch, data } = usePageState();
  const messages = useMessages();
  const inputRef = useRef<HTMLInputElement>(null);
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const panel = useLazyChunk('search', requested);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      className="search"
      role="search"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor="search-input" className="sr-only">{messages['search.label']}</label>
      <input
        ref={inputRef}
        id="search-input"
        className="search__input"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-controls="search-results"
        aria-expanded={open && query.trim() !== '' && panel.module !== null}
        placeholder={messages['search.placeholder']}
        autoComplete="off"
        value={query}
        onFocus={() => {
          setRequested(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
      />
      {panel.module && <panel.module.SearchResults query={query} open={open} inputRef={inputRef} docsearch={docsearch} locale={data.locale} onClose={close} />}
    </form>
  );
}
