// The project's files: pick one to edit, add, rename or delete.
import { useState } from 'react';

/** Props of the file list. */
interface FileTreeProps {
  paths: string[];
  selected: string | null;
  onSelect: (path: string) => void;
  onAdd: (path: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (path: string) => void;
}

/** A valid project path: relative, no `..`, not inside node_modules. */
export function isProjectPath(path: string): boolean {
  return /^[\w.@-]+(\/[\w.@-]+)*$/.test(path) && !path.split('/').includes('..') && !path.startsWith('node_modules/');
}

/** The file list with its actions. */
export function FileTree({ paths, selected, onSelect, onAdd, onRename, onDelete }: FileTreeProps) {
  const [name, setName] = useState('');
  const valid = isProjectPath(name) && !paths.includes(name);
  return (
    <nav className="pg-files" aria-label="Project files">
      <ul>
        {paths.map((path) => (
          <li key={path} className={path === selected ? 'pg-files__file pg-files__file--current' : 'pg-files__file'}>
            <button type="button" data-file={path} aria-current={path === selected ? 'true' : undefined} onClick={() => onSelect(path)}>
              {path}
            </button>
            <button
              type="button"
              className="pg-files__action"
              aria-label={`Rename ${path}`}
              onClick={() => {
                const to = window.prompt(`Rename ${path} to`, path);
                if (to && to !== path && isProjectPath(to) && !paths.includes(to)) onRename(path, to);
              }}
            >
              ✎
            </button>
            <button type="button" className="pg-files__action" aria-label={`Delete ${path}`} onClick={() => onDelete(path)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        className="pg-files__add"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          onAdd(name);
          setName('');
        }}
      >
        <input aria-label="New file path" placeholder="src/new.js" value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" disabled={!valid}>
          Add
        </button>
      </form>
    </nav>
  );
}
