// /organization/: the ecosystem projects with repository, description, badges and maintainer.
import type { OrganizationProject } from '../../shared/types';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

const SHIELDS = 'https://img.shields.io';

/** Badge images of a project: downloads, stars, commit activity, issues and pull requests. */
export function projectBadges(project: OrganizationProject): { src: string; alt: string }[] {
  const badges: { src: string; alt: string }[] = [];
  if (project.npm) badges.push({ src: `${SHIELDS}/npm/dm/${project.npm}?label=npm%20downloads`, alt: `npm downloads of ${project.npm}` });
  const repo = project.repo;
  badges.push({ src: `${SHIELDS}/github/stars/${repo}?label=stars`, alt: `GitHub stars of ${repo}` });
  for (const [interval, label] of [['y', '6 months'], ['m', '3 months'], ['4w', '1 month'], ['w', '1 week']] as const) {
    badges.push({ src: `${SHIELDS}/github/commit-activity/${interval}/${repo}?label=commits%20${encodeURIComponent(label)}`, alt: `Commits of ${repo} in the last ${label}` });
  }
  badges.push({ src: `${SHIELDS}/github/issues/${repo}?label=issues`, alt: `Open issues of ${repo}` });
  badges.push({ src: `${SHIELDS}/github/issues-pr/${repo}?label=pull%20requests`, alt: `Open pull requests of ${repo}` });
  return badges;
}

/** List of the organization's projects. */
export function OrganizationPage() {
  const { data } = usePageState();
  const messages = useMessages();
  return (
    <main id="main-content" className="organization" tabIndex={-1}>
      <h1>{messages['screen.organization']}</h1>
      <p className="organization__intro">
        The projects the webpack organization maintains besides webpack itself: the command line, the development
        server, loaders, plugins and the tools around them.
      </p>
      <ul className="projects">
        {data.projects.map((project) => {
          const name = project.repo.split('/').pop() ?? project.repo;
          return (
            <li key={project.repo} className="project">
              <h2 className="project__name">
                <a href={`https://github.com/${project.repo}`} rel="noopener noreferrer">{name}</a>
              </h2>
              <p>{project.description}</p>
              <div className="project__badges">
                {projectBadges(project).map((badge) => (
                  <img key={badge.src} src={badge.src} alt={badge.alt} height="20" width="110" loading="lazy" decoding="async" />
                ))}
              </div>
              <p className="project__maintainer">
                {project.maintainer ? (
                  <>Maintainer: <a href={`https://github.com/${project.maintainer}`} rel="noopener noreferrer">{project.maintainer}</a></>
                ) : (
                  'Maintainer needed...'
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
