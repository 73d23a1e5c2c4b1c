// Language menu. With translations configured it lists English and each translation by its own
// name, each item leading to the current page in that language (or its fallback there);
// without, English and the Chinese site elsewhere. Opens on hover or click, closes on Escape
// (focus returns to its button) or when focus leaves; items are reachable with the arrow keys.
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

const LANGUAGES = [
  { title: 'English', lang: 'en', base: '' },
  { title: '中文', lang: 'zh', base: 'https://webpack.docschina.org' },
];

/** One item of the menu. */
interface MenuItem {
  title: string;
  lang: string;
  href: string;
}

/** The language dropdown of the top navigation. */
export function LanguageDropdown() {
  const { pathname } = useLocation();
  const { data } = usePageState();
  const messages = useMessages();
  const items: MenuItem[] =
    data.languages.length > 0
      ? data.languages.map((l) => ({ title: l.name, lang: l.locale, href: l.url }))
      : LANGUAGES.map((l) => ({ title: l.title, lang: l.lang, href: l.base + pathname }));
  const [open, setOpen] = useState(false);
  // The first click after the pointer opened the menu by hovering must not close it again.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const links = () => Array.from(menuRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusItem = (index: number) => {
    const list = links();
    list[(index + list.length) % list.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = links();
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? current + 1 : current < 0 ? -1 : current - 1;
      // When the menu is closed, its items can take focus only after it has rendered open.
      if (open) focusItem(next);
      else {
        setOpen(true);
        requestAnimationFrame(() => focusItem(next));
      }
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <div
      // With translations the menu is the way between languages, so phones show it too.
      className={data.languages.length > 0 ? 'language language--translations' : 'language'}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="language__button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls="language-menu"
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((o) => !o);
        }}
      >
        <span className="sr-only">{messages['language.menu']}: </span>
        {/* The page names its languages; without translations the site is English. */}
        {data.languages.find((l) => l.locale === data.locale)?.name ?? 'English'}
      </button>
      <ul ref={menuRef} id="language-menu" className="language__menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.lang}>
            {/* Choosing a language closes the menu: the page changes under it without a reload. */}
            <a href={item.href} lang={item.lang} hrefLang={item.lang} aria-current={item.lang === data.locale ? 'true' : undefined} onClick={() => setOpen(false)}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
