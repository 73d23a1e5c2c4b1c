// The pino root logger. Modules take a child of it: log.child({ module: 'content' }).
import pino, { type Logger } from 'pino';
import { prettyLine } from './prettyLog';

/** How log lines are written: JSON for machines (the default), readable lines for a writer's
 * terminal (`npm run dev`). */
export type LogFormat = 'json' | 'pretty';

/** Creates the root logger writing to stdout: JSON lines, or readable ones when asked. */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  if (format === 'json') return pino({ level, base: { service: 'docs' } });
  return pino({ level, base: { service: 'docs' } }, { write: (line: string) => process.stdout.write(prettyLine(line)) });
}

/** A logger that writes nothing, for tests. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
