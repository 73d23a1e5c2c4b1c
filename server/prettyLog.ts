// Turns pino's JSON lines into short readable lines for a writer's terminal (`npm run dev`):
// time, level, module, message, then the other fields as key=value, and an error's stack below.
// Production keeps JSON lines, which log collectors parse; this is only for people reading.

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields every line has, or that the line shows elsewhere.
const LEFT_OUT = new Set(['level', 'time', 'pid', 'hostname', 'service', 'module', 'msg', 'err']);

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return date.toTimeString().slice(0, 8);
}

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** One JSON log line as a readable line (with an error's stack on the lines after it); a line
 * that is not JSON is returned as it is. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return json.endsWith('\n') ? json : `${json}\n`;
    entry = parsed as Record<string, unknown>;
  } catch (error: unknown) {
    if (error instanceof SyntaxError) return json.endsWith('\n') ? json : `${json}\n`;
    throw error;
  }
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
  const module = typeof entry.module === 'string' ? ` [${entry.module}]` : '';
  const fields = Object.entries(entry)
    .filter(([key]) => !LEFT_OUT.has(key))
    .map(([key, value]) => `${key}=${fieldValue(value)}`);
  const err = entry.err as { message?: unknown; stack?: unknown } | undefined;
  const errorText = err && typeof err === 'object' ? `\n    ${String(err.stack ?? err.message).split('\n').join('\n    ')}` : '';
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  return `${clock(entry.time)} ${level.padEnd(5)}${module} ${message}${fields.length > 0 ? `  ${fields.join(' ')}` : ''}${errorText}\n`;
}
