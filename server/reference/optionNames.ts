// How reference pages name options: the page a heading is on decides what a short name means
// (`Rule.test`, `name` on the SplitChunksPlugin page), and a table row may name its option
// relative to the option whose section it is in. Shared by the reference check and the badges
// the renderer puts on options. Pure.

/** Option names that pages may write in a shorter form, and pages whose headings are relative to an option. */
const ALIASES: Record<string, string> = { Rule: 'module.rules', splitChunks: 'optimization.splitChunks' };
const PAGE_ROOTS: Record<string, string> = { 'plugins/split-chunks-plugin': 'optimization.splitChunks' };

/** A content path's page slug: `configuration/output.mdx` gives `configuration/output`. */
export function slug(path: string): string {
  return path.replace(/\.mdx?$/, '').replace(/\/_?([^/]*)$/, '/$1').replace(/\/index$/, '');
}

/** Whether a page documents options under their full names. */
export function isOptionPage(pageSlug: string): boolean {
  return pageSlug === 'configuration' || pageSlug.startsWith('configuration/') || pageSlug in PAGE_ROOTS;
}

/** Turns a heading's option name into a full option path, or null when it names no option. */
export function fullName(name: string, pageSlug: string, roots: Set<string>): string | null {
  const [first = ''] = name.split('.');
  const alias = ALIASES[first];
  if (alias) return alias + name.slice(first.length);
  // On a page about one option, lower-case names are relative to it (`name` there is splitChunks.name).
  const pageRoot = PAGE_ROOTS[pageSlug];
  if (pageRoot && /^[a-z]/.test(name) && first !== pageRoot.split('.')[0]) return `${pageRoot}.${name}`;
  return roots.has(first) ? name : null;
}

/**
 * For a line of a page, the option whose section it is in: the innermost enclosing heading, if
 * that heading names an option (a heading that names none closes the sections of its level).
 */
export function optionScopes(headings: { text: string; level: number; line: number }[], optionOf: (text: string) => string | null): (line: number) => string | null {
  const scopes: { from: number; option: string | null }[] = [];
  const stack: { level: number; option: string | null }[] = [];
  for (const h of headings) {
    while (stack.length > 0 && stack[stack.length - 1]!.level >= h.level) stack.pop();
    const own = optionOf(h.text);
    stack.push({ level: h.level, option: own });
    scopes.push({ from: h.line, option: [...stack].reverse().find((e) => e.option)?.option ?? null });
  }
  return (line) => {
    let scope: string | null = null;
    for (const s of scopes) if (s.from <= line) scope = s.option;
    return scope;
  };
}
