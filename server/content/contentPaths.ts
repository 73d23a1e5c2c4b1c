// Which files of the content folder are pages, which are data, and which are never content at
// all: hidden files, node_modules, and the swap, backup and temporary files editors write beside
// a file while saving it. The reader, the watcher and the live content share these rules, so a
// file an editor leaves for a few milliseconds never becomes a page, not even briefly.

// A Markdown file of an example project (its README) is a file of that project, not a page.
const PAGE = /^(?!examples\/[^/]+\/[^/]+\/).*\.mdx?$/;
// The example projects' text files (examples/<guide>/<step>/...) are data too: the playground
// links of the guides are made from them (their other files are read as bytes).
/** The extensions of an example project's files that are read as text. */
export const EXAMPLE_TEXT_FILE = /\.(?:[cm]?js|jsx|tsx?|json|json5|css|scss|sass|less|html|txt|mdx?|svg|ya?ml|toml|xml|csv|tsv)$/;
const DATA = new RegExp(`^(?:data\\/.+\\.json|redirects\\.json|examples\\/[^/]+\\/[^/]+\\/.+${EXAMPLE_TEXT_FILE.source.slice(0, -1)})$`);

// vim: foo.swp/.swo/.swx (its swap files count down the alphabet);
// emacs: foo~ backups, #foo# auto-saves, .#foo locks (hidden); JetBrains safe write:
// foo___jb_tmp___ and foo___jb_old___; Kate .kate-swp; BBEdit foo.sb-XXXX; Chrome .crswap;
// and the generic .tmp/.temp/.bak/.orig/.rej/.part that scripts and merge tools leave.
const EDITOR_ARTIFACT = /(?:~|\.sw[a-z]|\.tmp|\.temp|\.bak|\.orig|\.rej|\.part|\.crswap|\.kate-swp|___jb_(?:tmp|old)___|\.sb-[0-9a-z-]+)$|^#.*#$/i;

// vim probes whether it may write in a folder with a file named 4913, or 4913 + 123 * n when taken.
function isVimProbe(name: string): boolean {
  return /^\d+$/.test(name) && Number(name) >= 4913 && (Number(name) - 4913) % 123 === 0;
}

/** True for a file or folder name that never holds content (hidden, node_modules, editor leftovers). */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || name === 'node_modules' || EDITOR_ARTIFACT.test(name) || isVimProbe(name);
}

/** True when some segment of a relative path (forward slashes) is ignored. */
export function isIgnoredPath(path: string): boolean {
  return path.split('/').some((segment) => segment !== '' && isIgnoredName(segment));
}

/** True for a page file (.md, .mdx) that is not an editor leftover. */
export function isPagePath(path: string): boolean {
  return PAGE.test(path) && !isIgnoredPath(path);
}

/** True for a data file (data/*.json, redirects.json, example project files) that is not an editor leftover. */
export function isDataPath(path: string): boolean {
  return DATA.test(path) && !isIgnoredPath(path);
}

/** True for a file of an example project (examples/<guide>/<step>/...), text or not. */
export function isExamplePath(path: string): boolean {
  return /^examples\/[^/]+\/[^/]+\/./.test(path) && !isIgnoredPath(path);
}

/** True for a file the site is built from: a page or a data file. */
export function isContentPath(path: string): boolean {
  return isPagePath(path) || isDataPath(path);
}

/** True when path is the folder (or file) `scope` or lies below it; '' is the whole tree. */
export function isWithin(path: string, scope: string): boolean {
  return scope === '' || path === scope || path.startsWith(`${scope}/`);
}
