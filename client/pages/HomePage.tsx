// The home page: the animated splash, the home content (Write Your Code, Bundle It, Get
// Started) and Support the Team.
import { SiteLink } from '../components/SiteLink';
import { ROTATING_WORDS } from '../../shared/constants';
import { usePageState } from '../lib/pageDataContext';
import { Article } from '../components/Article';
import { ContentStatus } from '../components/ContentStatus';
import { Cube } from '../components/Cube';
import { SponsorsSection } from '../components/SponsorsSection';
import { TextRotator } from '../components/TextRotator';

/** The landing page at /. */
export function HomePage() {
  const { data, status } = usePageState();
  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="splash">
        <div className="splash__text">
          <h1 className="splash__heading">
            bundle your <TextRotator words={ROTATING_WORDS} />
          </h1>
          <p className="splash__lead">
            webpack takes modules with dependencies and generates static assets representing those modules.
          </p>
          <div className="splash__actions">
            <SiteLink className="button" to="/guides/getting-started/">Get Started</SiteLink>
            <SiteLink className="button button--secondary" to="/concepts/">Concepts</SiteLink>
          </div>
        </div>
        <Cube />
      </section>
      {status === 'loaded' ? <Article className="markdown home__content" html={data.html} /> : <ContentStatus status={status} />}
      <SponsorsSection />
    </main>
  );
}
