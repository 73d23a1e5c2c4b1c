// An in-site link: a plain <a href> whose unmodified clicks go through the client router.
// (Lighter than react-router's Link, whose framework-mode extras this site does not use.)
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isModifiedClick } from '../lib/links';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Marks the link active (class "active", aria-current) while the location is at or below `to`. */
  nav?: boolean;
}

/** Link to a page of the site. */
export function SiteLink({ to, nav, className, onClick, children, ...rest }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = nav === true && (pathname === to || (to !== '/' && pathname.startsWith(to)));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event) || rest.target) return;
    event.preventDefault();
    navigate(to);
  };
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <a href={to} className={classes} aria-current={active ? (pathname === to ? 'page' : 'true') : rest['aria-current']} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
