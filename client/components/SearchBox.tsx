// The header's search input. Full-text search arrives as its own chunk later; the input is
// already part of the header, labelled and focusable.
import type { FormEvent } from 'react';

/** Search form in the top navigation. */
export function SearchBox() {
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="search" role="search" onSubmit={onSubmit}>
      <label htmlFor="search-input" className="sr-only">Search the documentation</label>
      <input id="search-input" className="search__input" type="search" name="q" placeholder="Search webpack documentation" autoComplete="off" />
    </form>
  );
}
