// What a Lighthouse result says, in lines a person can read in a terminal: the audits that
// failed with the elements or URLs they point at, the performance diagnostics, the metrics.
import type { Result } from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseAudit {
  id: string;
  title: string;
  /** 0 to 1 (below 1 for failing audits); null for informative ones. */
  score: number | null;
  displayValue: string;
  /** Categories whose score the audit belongs to. */
  categories: LighthouseCategory[];
  /** Estimated savings Lighthouse attaches to performance audits (ms, CLS unitless). */
  metricSavings: Record<string, number>;
  /** The audit's own explanation, if it gave one. */
  explanation: string;
  /** What the audit points at: elements (selector and snippet), URLs with their numbers, groups. */
  items: string[];
}

export interface LighthouseMetrics {
  /** First Contentful Paint, ms */
  fcp: number;
  /** Largest Contentful Paint, ms */
  lcp: number;
  /** Total Blocking Time, ms */
  tbt: number;
  /** Cumulative Layout Shift */
  cls: number;
  /** Speed Index, ms */
  speedIndex: number;
}

type AuditResult = Result['audits'][string];

const MAX_ITEMS = 8;

/** A category score as 0 to 100. */
export function score100(score: number | null | undefined): number {
  return Math.round((score ?? 0) * 100);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shorten(text: string, max = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function formatValue(key: string, value: number): string {
  if (/bytes|size/i.test(key)) return `${(value / 1024).toFixed(1)} kB`;
  if (/score|cls/i.test(key)) return value.toFixed(3);
  return `${Math.round(value)}${/ms|time|timing|duration|total|scripting|parse|compile|savings|blocking/i.test(key) ? ' ms' : ''}`;
}

/** A table cell as text: numbers with their unit, text values, node labels. */
function cellText(key: string, value: unknown): string | null {
  if (typeof value === 'number') return formatValue(key, value);
  if (typeof value === 'string') return value.length < 160 ? value : null;
  if (!isRecord(value)) return null;
  if (typeof value.value === 'number') return formatValue(value.type === 'bytes' ? 'bytes' : value.type === 'ms' || value.type === 'timespanMs' ? 'ms' : key, value.value);
  if (typeof value.value === 'string') return value.value;
  return null;
}

/** What axe says about an element, without its boilerplate. */
function nodeExplanation(text: string): string {
  return text
    .replace(/^Fix (any|all) of the following:\s*/i, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(0, 2)
    .join(' ');
}

interface ItemLine {
  /** Rows with the same key are shown once, with a count. */
  key: string;
  text: string;
}

/** One line for one row of an audit's table: the element or URL it is about, then its numbers. */
function describeItem(item: Record<string, unknown>): ItemLine {
  const node = Object.values(item).find((v): v is Record<string, unknown> => isRecord(v) && v.type === 'node');
  if (node) {
    // Elements: grouped by selector and failure, one snippet as the example.
    const selector = String(node.selector ?? node.path ?? '');
    const why = typeof node.explanation === 'string' ? ` [${nodeExplanation(node.explanation)}]` : '';
    const numbers = Object.entries(item)
      .filter(([key, value]) => value !== node && key !== 'subItems')
      .map(([key, value]) => {
        const text = cellText(key, value);
        return text === null ? '' : `${key}=${text}`;
      })
      .filter((t) => t !== '');
    const key = `${selector}${why}${numbers.length ? ` ${numbers.join(' ')}` : ''}`;
    return { key, text: shorten(`${key}${typeof node.snippet === 'string' ? ` e.g. ${node.snippet}` : ''}`, 360) };
  }
  const parts: string[] = [];
  const source = Object.values(item).find((v): v is Record<string, unknown> => isRecord(v) && v.type === 'source-location');
  if (typeof item.url === 'string') parts.push(item.url);
  else if (source && typeof source.url === 'string') parts.push(`${source.url}:${String(source.line ?? '')}`);
  for (const [key, value] of Object.entries(item)) {
    if (key === 'url' || value === source) continue;
    const text = cellText(key, value);
    if (text !== null) parts.push(`${key}=${text}`);
  }
  const sub = item.subItems;
  if (isRecord(sub) && Array.isArray(sub.items) && sub.items.length > 0) {
    const first = sub.items.filter(isRecord).slice(0, 3).map((i) => describeItem(i).text);
    parts.push(`(${first.join('; ')}${sub.items.length > 3 ? '; …' : ''})`);
  }
  const text = shorten(parts.join(' '), 360);
  return { key: text, text };
}

/** Lines describing an audit's details: table and opportunity rows, chains, nested lists. */
function describeDetails(details: unknown): string[] {
  if (!isRecord(details)) return [];
  const lines: string[] = [];
  if (details.type === 'opportunity') {
    const ms = details.overallSavingsMs;
    const bytes = details.overallSavingsBytes;
    if (typeof ms === 'number' || typeof bytes === 'number') {
      lines.push(`overall savings${typeof ms === 'number' ? ` ${Math.round(ms)} ms` : ''}${typeof bytes === 'number' ? ` ${(bytes / 1024).toFixed(1)} kB` : ''}`);
    }
  }
  if (details.type === 'criticalrequestchain' || details.type === 'network-tree') {
    const chain = details.longestChain;
    if (isRecord(chain)) {
      lines.push(`longest chain ${Math.round(Number(chain.duration ?? 0))} ms${chain.length !== undefined ? `, ${String(chain.length)} requests` : ''}${typeof chain.transferSize === 'number' ? `, ${(chain.transferSize / 1024).toFixed(1)} kB` : ''}`);
    }
  }
  if (!Array.isArray(details.items)) return lines;
  const rows = new Map<string, { text: string; count: number }>();
  for (const item of details.items.filter(isRecord)) {
    if (item.type === 'debugdata') continue;
    if (item.type === 'table' || item.type === 'opportunity' || item.type === 'list' || item.type === 'criticalrequestchain') {
      for (const line of describeDetails(item)) rows.set(`${rows.size}`, { text: line, count: 1 });
      continue;
    }
    const { key, text } = describeItem(item);
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { text, count: 1 });
  }
  const all = [...rows.values()];
  for (const row of all.slice(0, MAX_ITEMS)) lines.push(`${row.count > 1 ? `${row.count}× ` : ''}${row.text}`);
  if (all.length > MAX_ITEMS) lines.push(`… and ${all.length - MAX_ITEMS} more (${all.slice(MAX_ITEMS).reduce((n, r) => n + r.count, 0)} rows)`);
  return lines;
}

function summarize(id: string, audit: AuditResult, categories: LighthouseCategory[]): LighthouseAudit {
  const metricSavings: Record<string, number> = {};
  for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) if (typeof value === 'number' && value > 0) metricSavings[metric] = value;
  return {
    id,
    title: audit.title,
    score: audit.score,
    displayValue: audit.displayValue ?? '',
    categories,
    metricSavings,
    explanation: audit.explanation ?? audit.errorMessage ?? '',
    items: describeDetails(audit.details),
  };
}

/** Audits of the four categories scoring below 1, leaving out the hidden duplicates (insights). */
export function failingAudits(lhr: Result): LighthouseAudit[] {
  const byId = new Map<string, LighthouseCategory[]>();
  for (const category of LIGHTHOUSE_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      if (ref.group === 'hidden') continue;
      byId.set(ref.id, [...(byId.get(ref.id) ?? []), category]);
    }
  }
  const failing: LighthouseAudit[] = [];
  for (const [id, categories] of byId) {
    const audit: AuditResult | undefined = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') continue;
    failing.push(summarize(id, audit, categories));
  }
  return failing.sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
}

/** The performance diagnostics that explain weak metrics, whatever their score. */
export const PERFORMANCE_DIAGNOSTICS = [
  'largest-contentful-paint-element',
  'layout-shifts',
  'long-tasks',
  'bootup-time',
  'mainthread-work-breakdown',
  'critical-request-chains',
  'total-byte-weight',
  'server-response-time',
];

/** The PERFORMANCE_DIAGNOSTICS of a result, passing or not. */
export function diagnosticsOf(lhr: Result): LighthouseAudit[] {
  const found: LighthouseAudit[] = [];
  for (const id of PERFORMANCE_DIAGNOSTICS) {
    const audit = lhr.audits[id];
    if (audit && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'error') found.push(summarize(id, audit, ['performance']));
  }
  return found;
}

/** The five metrics of a result. */
export function metricsOf(lhr: Result): LighthouseMetrics {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
  };
}


/** Blocking time (each long task's time over 50 ms between first contentful paint and time to
 * interactive, as Lighthouse's simulation placed them) by what the task is attributed to. */
export interface BlockingBySource {
  /** Tasks attributed to a script file (our bundles). */
  scripts: number;
  /** Tasks attributed to the page's document: the browser parsing and laying it out, and its inline script. */
  document: number;
  /** Tasks attributed to nothing (the navigation's commit, among others). */
  unattributed: number;
}

const BLOCKING_THRESHOLD_MS = 50;

/** Splits the blocking time of a run's long tasks by source. It adds up close to the run's
 * total blocking time, not exactly: Lighthouse averages two simulations of the window. */
export function blockingBySource(lhr: Pick<Result, 'audits' | 'mainDocumentUrl' | 'finalDisplayedUrl'>): BlockingBySource {
  const result: BlockingBySource = { scripts: 0, document: 0, unattributed: 0 };
  const from = lhr.audits['first-contentful-paint']?.numericValue;
  const to = lhr.audits.interactive?.numericValue;
  const details = lhr.audits['long-tasks']?.details;
  if (from === undefined || to === undefined || !details || details.type !== 'table') return result;
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl;
  for (const item of details.items ?? []) {
    const { url, startTime, duration } = item;
    if (typeof url !== 'string' || typeof startTime !== 'number' || typeof duration !== 'number') continue;
    const inWindow = Math.min(startTime + duration, to) - Math.max(startTime, from);
    const blocking = inWindow - BLOCKING_THRESHOLD_MS;
    if (blocking <= 0) continue;
    if (url === documentUrl) result.document += blocking;
    else if (/^https?:/.test(url)) result.scripts += blocking;
    else result.unattributed += blocking;
  }
  return result;
}
