// The effective configuration: webpack's normalised options with its defaults, as a tree of
// options, each linked to its reference entry; what the project set is marked apart from what
// webpack filled in.
import type { ConfigValue } from '../lib/frameMessages';
import { optionLink } from '../lib/optionLinks';
import { defaultsMode, optionKey, type OptionData } from '../lib/optionDocs';
import { OptionName } from './OptionName';

/** What every option of the tree needs to know: the project's options, the data, the mode. */
interface TreeContext {
  set: ReadonlySet<string>;
  docs: OptionData | null;
  mode: string;
}

/** A leaf value as text. */
function leafText(value: ConfigValue): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if ('$function' in value) return `[Function ${String(value.$function)}]`;
    if ('$regexp' in value) return String(value.$regexp);
    if ('$instance' in value) return `[${String(value.$instance)}]`;
    if ('$undefined' in value) return 'undefined';
    if ('$circular' in value) return '[Circular]';
  }
  return JSON.stringify(value);
}

/** True for a value shown as one line. */
function isLeaf(value: ConfigValue): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.length === 0;
  const keys = Object.keys(value);
  return keys.length === 0 || keys.some((key) => key.startsWith('$'));
}

/** True when the project set this option or one below it. */
function projectSet(path: string, set: ReadonlySet<string>): boolean {
  if (set.has(path)) return true;
  for (const p of set) if (p.startsWith(`${path}.`) || path.startsWith(`${p}.`)) return true;
  return false;
}

function Node({ name, path, value, tree }: { name: string; path: string; value: ConfigValue; tree: TreeContext }) {
  const mine = projectSet(path, tree.set);
  const origin = mine ? 'project' : 'default';
  const label = <OptionName name={name} path={optionKey(path)} href={optionLink(path, tree.docs?.anchors)} doc={tree.docs?.options[optionKey(path)]} mode={tree.mode} origin={origin} />;
  if (isLeaf(value)) {
    return (
      <li data-option={path} data-origin={origin} className={`pg-config__leaf pg-config--${origin}`}>
        {label}: <code>{leafText(value)}</code>
        {mine ? <span className="pg-config__badge">set</span> : null}
      </li>
    );
  }
  const entries: [string, ConfigValue][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value as Record<string, ConfigValue>);
  return (
    <li data-option={path} data-origin={origin} className={`pg-config--${origin}`}>
      <details open={mine && path.split('.').length < 2}>
        <summary>
          {label}
          {mine ? <span className="pg-config__badge">set</span> : null}
        </summary>
        <ul>
          {entries.map(([key, child]) => (
            <Node key={key} name={key} path={`${path}.${key}`} value={child} tree={tree} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The effective configuration tree. */
export function EffectiveConfig({ tree, set, docs }: { tree: ConfigValue; set: string[]; docs: OptionData | null }) {
  const entries = tree && typeof tree === 'object' && !Array.isArray(tree) ? Object.entries(tree) : [];
  const mode = defaultsMode(tree && typeof tree === 'object' && !Array.isArray(tree) ? tree.mode : undefined);
  const context: TreeContext = { set: new Set(set), docs, mode };
  return (
    <div className="pg-config" data-effective-config="">
      <p className="pg-config__legend">
        Options marked <span className="pg-config__badge">set</span> come from the project; the others are webpack&apos;s defaults for
        its mode.
      </p>
      <ul>
        {entries.map(([key, value]) => (
          <Node key={key} name={key} path={key} value={value} tree={context} />
        ))}
      </ul>
    </div>
  );
}
