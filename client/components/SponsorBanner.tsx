// A small banner inviting readers to sponsor the project.

/** Sponsor call to action shown in the sidebar. */
export function SponsorBanner() {
  return (
    <a className="sponsor-banner" href="https://opencollective.com/webpack" rel="noopener noreferrer">
      <strong>Support webpack</strong>
      <span>Become a sponsor on Open Collective</span>
    </a>
  );
}
