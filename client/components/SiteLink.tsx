// An in-site link: a plain <a href>. Clicks reach the client router through the document's one
// click listener (useLinkInterception), so a link costs no hooks of its own.
import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import { inLocale } from '../../shared/localePaths';
import { usePageState } from '../lib/pageDataContext';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Marks the link active (class "active", aria-current) while the location is at or below `to`. */
  nav?: boolean;
}

/** A link to a page of the site that marks itself active. */
function NavLink({ to, className, children, ...rest }: Omit<Props, 'nav'>) {
  const { pathname } = useLocation();
  const active = pathname === to || (to !== '/' && pathname.startsWith(to));
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <a href={to} className={classes} aria-current={active ? (pathname === to ? 'page' : 'true') : rest['aria-current']} {...rest}>
      {children}
    </a>
  );
}

/** Link to a page of the site, in the current page's language. */
export function SiteLink({ to: path, nav, children, ...rest }: Props) {
  const to = inLocale(usePageState().data.locale, path);
  if (nav === true) return <NavLink to={to} {...rest}>{children}</NavLink>;
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
