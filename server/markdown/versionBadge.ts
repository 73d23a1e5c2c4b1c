// The markup of version badges: `<Badge text="5.20.0+" />` in content, and the "added in" and
// "deprecated since" badges the renderer puts on options from the computed release data.
import { escapeHtml } from './escape';

/** A badge with its text and the tooltip that says what it means. */
export function badgeHtml(text: string, title: string, modifier?: string): string {
  const className = modifier ? `badge badge--${modifier}` : 'badge';
  return `<span class="${className}" title="${escapeHtml(title)}">${escapeHtml(text)}</span>`;
}

/** The badge of an option added in a release after 5.0.0: `5.20.0+`. */
export function addedBadgeHtml(version: string): string {
  return badgeHtml(`${version}+`, `Available since webpack ${version}`);
}

/** The badge of a deprecated option: since which release. */
export function deprecatedBadgeHtml(version: string): string {
  return badgeHtml(`deprecated since ${version}`, `Deprecated since webpack ${version}: still accepted, but replaced`, 'deprecated');
}
