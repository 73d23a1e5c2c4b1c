// The starter kits table, loaded in the browser only.
import { useEffect, useState } from 'react';

interface StarterKit {
  name: string;
  repo: string;
  maintainer: string;
  tags: string[];
}

/** Table with Project Name, Maintainer and Tags. */
export function StarterKitsTable() {
  const [kits, setKits] = useState<StarterKit[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/starter-kits.json')
      .then((r) => (r.ok ? (r.json() as Promise<StarterKit[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setKits)
      .catch(() => setFailed(true));
  }, []);
  if (failed) return <p role="alert">The starter kits could not be loaded.</p>;
  if (!kits) return <p role="status">Loading starter kits…</p>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Starter kits">
      <table className="starter-kits__table">
        <thead>
          <tr>
            <th scope="col">Project Name</th>
            <th scope="col">Maintainer</th>
            <th scope="col">Tags</th>
          </tr>
        </thead>
        <tbody>
          {kits.map((kit) => (
            <tr key={kit.repo}>
              <td><a href={`https://github.com/${kit.repo}`} rel="noopener noreferrer">{kit.name}</a></td>
              <td data-label="Maintainer">{kit.maintainer ? <a href={`https://github.com/${kit.maintainer}`} rel="noopener noreferrer">{kit.maintainer}</a> : '—'}</td>
              <td data-label="Tags">{kit.tags.map((tag) => <span key={tag} className="tag">{tag}</span>)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
