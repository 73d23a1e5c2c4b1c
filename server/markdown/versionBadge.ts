// The markup of version badges: `<Badge text="5.20.0+" />` in content, and the "added in" and
// "deprecated since" badges the renderer puts on options from the computed release data.
import { escapeHtml } from './escape';
import { formatMessage, type Messages } from '../../shared/messages/messages';

/** A badge with its text and the tooltip that says what it means. */
export function badgeHtml(text: string, title: string, modifier?: string): string {
  const className = modifier ? `badge badge--${modifier}` : 'badge';
  return `<span class="${className}" title="${escapeHtml(title)}">${escapeHtml(text)}</span>`;
}

/** The badge of an option added in a release after 5.0.0: `5.20.0+`. */
export function addedBadgeHtml(version: string, messages: Messages): string {
  return badgeHtml(`${version}+`, formatMessage(messages['badge.addedTitle'], { version }));
}

/** The badge of a deprecated option: since which release. */
export function deprecatedBadgeHtml(version: string, messages: Messages): string {
  return badgeHtml(formatMessage(messages['badge.deprecated'], { version }), formatMessage(messages['badge.deprecatedTitle'], { version }), 'deprecated');
}
