// /organization/: the ecosystem projects with repository, description, badges and maintainer.
import type { OrganizationProject } from '../../shared/types';
import { ProjectBadge, type Badge } from '../components/ProjectBadge';
import { usePageState } from '../lib/pageDataContext';
import { useMessages } from '../lib/useMessages';

const SHIELDS = 'https://img.shields.io';

/** Badge images of a project: downloads, stars, commit activity, issues and pull requests. */
export function projectBadges(project: OrganizationProject): Badge[] {
  const badges: Badge[] = [];
  if (project.npm) badges.push({ src: `${SHIELDS}/npm/dm/${project.npm}?label=npm%20downloads`, alt: `npm downloads of ${project.npm}`, label: 'npm downloads' });
  const repo = project.repo;
  badges.push({ src: `${SHIELDS}/github/stars/${repo}?label=stars`, alt: `GitHub stars of ${repo}`, label: 'stars' });
  for (const [interval, label] of [['y', '6 months'], ['m', '3 months'], ['4w', '1 month'], ['w', '1 week']] as const) {
    badges.push({ src: `${SHIELDS}/github/commit-activity/${interval}/${repo}?label=commits%20${encodeURIComponent(label)}`, alt: `Commits of ${repo} in the last ${label}`, label: `commits, ${label}` });
  }
  badges.push({ src: `${SHIELDS}/github/issues/${repo}?label=issues`, alt: `Open issues of ${repo}`, label: 'issues' });
  badges.push({ src: `${SHIELDS}/github/issues-pr/${repo}?label=pull%20requests`, alt: `Open pull requests of ${repo}`, label: 'pull requests' });
  return badges;
}

/** True for a project its description calls deprecated or archived. */
export function isRetired(project: OrganizationProject): boolean {
  return /^(deprecated|archived)\b/i.test(project.description.trim());
}

/** The projects in reading order: webpack itself first, retired projects last, the rest as listed. */
export function readingOrder(projects: OrganizationProject[]): OrganizationProject[] {
  const rank = (project: OrganizationProject) => (project.repo === 'webpack/webpack' ? 0 : isRetired(project) ? 2 : 1);
  return projects.map((project, i) => ({ project, i })).sort((a, b) => rank(a.project) - rank(b.project) || a.i - b.i).map(({ project }) => project);
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
        {readingOrder(data.projects).map((project) => {
          const name = project.repo.split('/').pop() ?? project.repo;
          return (
            <li key={project.repo} className={isRetired(project) ? 'project project--retired' : 'project'}>
              <h2 className="project__name">
                <a href={`https://github.com/${project.repo}`} rel="noopener noreferrer">{name}</a>
              </h2>
              <p>{project.description}</p>
              <div className="project__badges">
                {projectBadges(project).map((badge) => <ProjectBadge key={badge.src} badge={badge} />)}
              </div>
              <p className="project__maintainer">
                {project.maintainer ? (
                  <>Maintainer: <a href={`https://github.com/${project.maintainer}`} rel="noopener noreferrer">{project.maintainer}</a></>
                ) : (
                  // A status of the project, not a placeholder: shown as a label.
                  <span className="project__status">Maintainer needed...</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
