// Compares a documented default with the one webpack computes. A page writes either one value
// (`` `'[name].js'` ``), which then has to hold in both modes, or one per mode
// (`` `true` in production, `false` otherwise ``; "otherwise" means development here). Defaults
// written as prose ("derived from output.filename") or as code that is not a plain value
// (`path.resolve(...)`) are for the reader only and are not compared.

/** The modes whose computed defaults are compared. */
export type Mode = 'production' | 'development';

/** A documented default, per mode; undefined means "not stated in a comparable form". */
export type DocumentedDefault = Partial<Record<Mode, { value: unknown }>>;

const NOT_A_VALUE = Symbol('not a value');

/** Parses a plain value written in a code span: strings, numbers, booleans, null, undefined, arrays of those, {}. */
export function parseLiteral(text: string): unknown {
  const t = text.trim();
  if (t === 'true') return true;
  if (t === 'false') return false;
  if (t === 'null') return null;
  if (t === 'undefined') return undefined;
  if (t === '{}') return {};
  if (/^-?(?:\d[\d_]*)(?:\.\d+)?(?:e\d+)?$/i.test(t)) return Number(t.replace(/_/g, ''));
  const str = /^'([^'\\]*)'$|^"([^"\\]*)"$/.exec(t);
  if (str) return str[1] ?? str[2];
  if (t.startsWith('[') && t.endsWith(']')) {
    const inner = t.slice(1, -1).trim();
    if (inner === '') return [];
    const items = inner.match(/'[^']*'|"[^"]*"|[^,]+/g)?.map((s) => parseLiteral(s)) ?? [];
    return items.some((i) => i === NOT_A_VALUE || (typeof i === 'object' && i !== null)) ? NOT_A_VALUE : items;
  }
  return NOT_A_VALUE;
}

/** Reads the default text of a signature line into comparable values per mode. */
export function parseDocumentedDefault(text: string): DocumentedDefault {
  const span = '`([^`]+)`';
  const one = new RegExp(`^${span}(?:\\s*\\(.*\\))?\\.?$`).exec(text);
  if (one) {
    const value = parseLiteral(one[1]!);
    return value === NOT_A_VALUE ? {} : { production: { value }, development: { value } };
  }
  const out: DocumentedDefault = {};
  const perMode = new RegExp(`${span} in (production|development)`, 'g');
  let matched = false;
  for (const m of text.matchAll(perMode)) {
    matched = true;
    const value = parseLiteral(m[1]!);
    if (value !== NOT_A_VALUE) out[m[2] as Mode] = { value };
  }
  const otherwise = new RegExp(`${span} otherwise`).exec(text);
  if (matched && otherwise) {
    const value = parseLiteral(otherwise[1]!);
    const rest: Mode = out.production ? 'development' : 'production';
    if (value !== NOT_A_VALUE && !out[rest]) out[rest] = { value };
  }
  return out;
}

/** A value as it is written on a page. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'function') return 'a function';
  if (value instanceof RegExp) return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** The computed value at a dotted path, or NOT_FOUND when the path crosses an array or a non-object. */
export function valueAt(options: unknown, path: string): { value: unknown } | null {
  let current: unknown = options;
  for (const segment of path.split('.')) {
    if (current === undefined) return { value: undefined };
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return null;
    current = (current as Record<string, unknown>)[segment];
  }
  return { value: current };
}

function comparable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
  return typeof value === 'object' && !(value instanceof RegExp);
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
    return Object.keys(a).length === 0 && Object.keys(b).length === 0;
  }
  return a === b;
}

/** Differences between a documented default and the computed defaults, one message per mode. */
export function compareDefault(documented: DocumentedDefault, computed: Record<Mode, { value: unknown } | null>): string[] {
  const problems: string[] = [];
  for (const mode of ['production', 'development'] as const) {
    const doc = documented[mode];
    const actual = computed[mode];
    // undefined: webpack leaves the value to the part that reads it (resolver, stats presets,
    // watcher, logger), so there is nothing to compare with.
    if (!doc || !actual || actual.value === undefined || typeof actual.value === 'function' || actual.value instanceof RegExp) continue;
    if (!comparable(actual.value) || !same(doc.value, actual.value)) {
      problems.push(`in ${mode} the default is ${showValue(actual.value)}, the page says ${showValue(doc.value)}`);
    }
  }
  return problems;
}
