// "Open in playground" on the guides' example projects. A code block bound to a step of a
// project (```js file=<guide>/<step>/src/index.js, ```diff to=<guide>/<step>/..., ```text
// run=<guide>/<step>) gets a link that opens that step's project in /playground/; the first
// bound block of each step carries it, so a step shown in several blocks has one link. The
// link's fragment is made here, once per file load, from the project's files: the page needs
// no script for it. Wraps the fence renderer, so it is installed after fencesPlugin.
import type { Md as MarkdownIt, RenderEnv } from '../markdownTypes';
import { escapeHtml } from '../escape';

/** Options: the playground address of each complete step, and the link's text. */
export interface PlaygroundLinksOptions {
  /** Step (`getting-started/2-configuration`) → its playground address, for complete steps. */
  links: ReadonlyMap<string, string>;
  label?: string;
}

/** The step a fence is bound to by its attributes, or null. */
export function boundStep(info: string): string | null {
  for (const match of info.matchAll(/\b(file|to|run)=("([^"]*)"|\S+)/g)) {
    const value = match[3] ?? match[2] ?? '';
    const step = /^([\w.-]+\/[\w.-]+)(?:\/|$)/.exec(value)?.[1];
    if (step) return step;
  }
  return null;
}

const LINKED = Symbol('playground steps linked');

/** Installs the links after the fences of bound blocks. */
export function playgroundLinksPlugin(md: MarkdownIt, options: PlaygroundLinksOptions): void {
  if (options.links.size === 0) return;
  const label = options.label ?? 'Open in playground';
  const fence = md.renderer.rules.fence;
  if (!fence) throw new Error('playgroundLinksPlugin: no fence renderer to extend; install it after fencesPlugin in createMarkdownRenderer');
  md.renderer.rules.fence = (tokens, idx, opts, rawEnv, self) => {
    const html = fence(tokens, idx, opts, rawEnv, self);
    const step = boundStep(tokens[idx]?.info ?? '');
    const href = step ? options.links.get(step) : undefined;
    if (!step || !href) return html;
    const env = rawEnv as RenderEnv;
    const linked = (env[LINKED] as Set<string> | undefined) ?? new Set<string>();
    env[LINKED] = linked;
    if (linked.has(step)) return html;
    linked.add(step);
    return `${html}<p class="code-block__playground"><a href="${escapeHtml(href)}" data-open-playground="${escapeHtml(step)}">${escapeHtml(label)}</a></p>\n`;
  };
}
