// VERSION_DIRS: the older documentation versions served beside the current one, each from its
// own (English) content folder under /v<name>/. Parsed like TRANSLATION_DIRS; separate from
// config.ts so the rule for a version entry lives in one place.
import { CURRENT_DOCS_VERSION } from '../shared/constants';
import { parseFolderList } from './folderList';

/** One older version's content folder. */
export interface VersionDir {
  /** The version's name: a major version number below the current one ('4'). */
  name: string;
  dir: string;
}

/** Error for a bad VERSION_DIRS entry; the message names the entry and what is expected. */
export class VersionDirsError extends Error {}

/** Parses VERSION_DIRS: comma-separated `major=folder` entries, folders resolved against cwd. */
export function parseVersionDirs(raw: string, cwd: string): VersionDir[] {
  const entries: VersionDir[] = [];
  for (const { key: name, dir, entry } of parseFolderList('VERSION_DIRS', raw, cwd, 'major=folder, as in 4=../webpack-v4/content', (m) => new VersionDirsError(m))) {
    if (!/^[1-9][0-9]{0,2}$/.test(name)) throw new VersionDirsError(`VERSION_DIRS entry "${entry}": "${name}" is not a major version number (like 4)`);
    if (Number(name) >= CURRENT_DOCS_VERSION) throw new VersionDirsError(`VERSION_DIRS entry "${entry}": version ${name} is not older than the current version ${CURRENT_DOCS_VERSION} (served from CONTENT_DIR)`);
    if (entries.some((e) => e.name === name)) throw new VersionDirsError(`VERSION_DIRS names version ${name} more than once`);
    entries.push({ name, dir });
  }
  return entries;
}
