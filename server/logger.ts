// The pino root logger. Modules take a child of it: log.child({ module: 'content' }).
import pino, { type Logger } from 'pino';

/** Creates the root logger writing JSON lines to stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'docs' } });
}

/** A logger that writes nothing, for tests. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
