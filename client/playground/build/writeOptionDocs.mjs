// The data of the playground's option tooltips, made at build time from the pinned webpack:
// each option's description and type from its schema (schemas/WebpackOptions.json, the data
// the reference checker reads too) and its default per mode, computed by webpack itself
// (getNormalizedWebpackOptions + applyWebpackOptionsDefaults on an empty configuration, as
// server/reference/groundTruth.ts does) for a project at /app, where the playground builds.
// Written as a JSON asset of its own that the playground fetches when it shows options.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const requireHere = createRequire(join(resolve('node_modules'), 'noop.js'));

/** The modes whose defaults are shown. */
export const MODES = ['production', 'development', 'none'];

const MAX_DEPTH = 5;
const MAX_TEXT = 160;

/** The node a `$ref` names. */
function follow(schema, node) {
  let current = node;
  for (let guard = 0; current && current.$ref && guard < 20; guard += 1) current = schema.definitions[current.$ref.replace('#/definitions/', '')];
  return current ?? {};
}

/** A short text for the type a schema node accepts. */
function typeText(schema, node, depth = 0) {
  const target = follow(schema, node);
  if (depth > 3) return '…';
  const alternatives = target.anyOf ?? target.oneOf;
  if (alternatives) return [...new Set(alternatives.map((alt) => typeText(schema, alt, depth + 1)))].join(' | ');
  if (target.enum) return target.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (target.const !== undefined) return JSON.stringify(target.const);
  if (target.instanceof) return target.instanceof;
  if (target.type === 'array') return target.items ? `${wrap(typeText(schema, target.items, depth + 1))}[]` : 'array';
  if (target.type === 'object') return 'object';
  if (Array.isArray(target.type)) return target.type.join(' | ');
  return target.type ?? 'any';
}

const wrap = (text) => (text.includes(' | ') ? `(${text})` : text);
const cut = (text) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** Object alternatives of a node whose properties are options (through refs, anyOf, array items). */
function propertyHolders(schema, node, seen = new Set()) {
  const target = follow(schema, node);
  if (seen.has(target)) return [];
  seen.add(target);
  const out = [];
  if (target.properties) out.push(target);
  for (const alt of target.anyOf ?? target.oneOf ?? []) out.push(...propertyHolders(schema, alt, seen));
  if (target.type === 'array' && target.items && !Array.isArray(target.items)) out.push(...propertyHolders(schema, target.items, seen));
  return out;
}

/** Description and type of every option path (array items share their array's path). */
export function schemaOptions(schema) {
  const options = {};
  const visit = (holder, prefix, depth, refs) => {
    for (const [name, property] of Object.entries(holder.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      const target = follow(schema, property);
      const description = property.description ?? target.description ?? '';
      options[path] ??= { description, type: cut(typeText(schema, property)) };
      if (depth >= MAX_DEPTH) continue;
      for (const child of propertyHolders(schema, property)) if (!refs.includes(child)) visit(child, path, depth + 1, [...refs, child]);
    }
  };
  visit(schema, '', 0, []);
  return options;
}

/** A default as shown: JSON for plain values, a label for functions and patterns. */
export function defaultText(value) {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (value instanceof RegExp) return String(value);
  try {
    return cut(JSON.stringify(value, (_key, v) => (typeof v === 'function' ? '[function]' : v instanceof RegExp ? String(v) : v)) ?? 'undefined');
  } catch {
    return 'a value';
  }
}

/** The value at a dotted path, or `{ found: false }`. */
function at(options, path) {
  let value = options;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !(part in value)) return { found: false };
    value = value[part];
  }
  return { found: true, value };
}

// The same rule as shared/slugify.ts (heading ids of the rendered pages).
const slug = (text) => text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');

/** Heading ids of the configuration pages, by page (`output`): a link whose option has no
 * heading of its own goes to the nearest option above it that has one. Explicit `{#id}` ids
 * are kept; fenced code is skipped. */
export function referenceAnchors(contentDir = resolve('content')) {
  const dir = join(contentDir, 'configuration');
  const anchors = {};
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
  } catch (error) {
    if (error.code === 'ENOENT') return anchors;
    throw error;
  }
  for (const name of names) {
    const ids = [];
    let fence = null;
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        continue;
      }
      const heading = fence === null ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
      if (!heading) continue;
      const explicit = /\{#([\w-]+)\}\s*$/.exec(heading[1]);
      ids.push(explicit ? explicit[1] : slug(heading[1]));
    }
    anchors[name.replace(/\.mdx?$/, '')] = ids;
  }
  return anchors;
}

/** The option data: by path, its description, type and defaults per mode (when computed). */
export function optionDocs() {
  const webpack = requireHere('webpack');
  const schema = requireHere('webpack/schemas/WebpackOptions.json');
  const options = schemaOptions(schema);
  const computed = Object.fromEntries(
    MODES.map((mode) => {
      const normalized = webpack.config.getNormalizedWebpackOptions({ mode, context: '/app' });
      webpack.config.applyWebpackOptionsDefaults(normalized);
      return [mode, normalized];
    }),
  );
  for (const [path, doc] of Object.entries(options)) {
    const defaults = {};
    for (const mode of MODES) {
      const found = at(computed[mode], path);
      // Paths webpack derives from the working folder are shown for the playground's /app.
      if (found.found) defaults[mode] = defaultText(found.value).split(process.cwd()).join('/app');
    }
    if (Object.keys(defaults).length) doc.defaults = defaults;
  }
  return { version: webpack.version, options, anchors: referenceAnchors() };
}

/** Writes the data into `assetsDir` under a name with its content hash; returns the name. */
export async function writeOptionDocs(assetsDir) {
  const text = JSON.stringify(optionDocs());
  const name = `playground-options-${createHash('sha256').update(text).digest('hex').slice(0, 10).toUpperCase()}.json`;
  await mkdir(assetsDir, { recursive: true });
  await writeFile(join(assetsDir, name), text);
  return name;
}
