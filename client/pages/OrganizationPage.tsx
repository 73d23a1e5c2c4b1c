// /organization/: the ecosystem projects with their repository, description and maintainer.
import { usePageState } from '../lib/pageDataContext';

/** List of the organization's projects. */
export function OrganizationPage() {
  const { data } = usePageState();
  return (
    <main id="main-content" className="organization" tabIndex={-1}>
      <h1>Organization</h1>
      <ul className="projects">
        {data.projects.map((project) => {
          const name = project.repo.split('/').pop() ?? project.repo;
          return (
            <li key={project.repo} className="project">
              <h2 className="project__name">
                <a href={`https://github.com/${project.repo}`} rel="noopener noreferrer">{name}</a>
              </h2>
              <p>{project.description}</p>
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
