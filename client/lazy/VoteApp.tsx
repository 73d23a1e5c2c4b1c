// The vote screen, loaded in the browser only: how the community ranks feature requests.
const VOTE_LINKS = [
  { title: 'Most wanted features', url: 'https://github.com/webpack/webpack/issues?q=is%3Aissue+is%3Aopen+sort%3Areactions-%2B1-desc' },
  { title: 'Documentation requests', url: 'https://github.com/webpack/webpack.js.org/issues?q=is%3Aissue+is%3Aopen+sort%3Areactions-%2B1-desc' },
];

/** Explains voting and links to the ranked lists. */
export function VoteApp() {
  return (
    <div className="vote-app">
      <p>
        Vote with a 👍 reaction on the issues you care about. The team reads the lists below, sorted by
        reactions, when planning releases and documentation work.
      </p>
      <ul>
        {VOTE_LINKS.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener noreferrer">{link.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
