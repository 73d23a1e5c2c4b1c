// A small banner inviting readers to sponsor the project.
import { useMessages } from '../lib/useMessages';

/** Sponsor call to action shown in the sidebar. */
export function SponsorBanner() {
  const messages = useMessages();
  return (
    <a className="sponsor-banner" href="https://opencollective.com/webpack" rel="noopener noreferrer">
      <strong>{messages['sponsorBanner.title']}</strong>
      <span>{messages['sponsorBanner.text']}</span>
    </a>
  );
}
