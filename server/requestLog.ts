// One log line per request the application answers (cache hits are answered before it and are
// not logged one by one): method, URL, status and duration. A server error is logged at error
// level, everything else at info; when the logger's level leaves both out, a request costs nothing.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Middleware that logs each finished (or cut off) request. */
export function requestLog(log: Logger): RequestHandler {
  const http = log.child({ module: 'http' });
  return (req, res, next) => {
    if (!http.isLevelEnabled('error')) return next();
    const started = process.hrtime.bigint();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : 'info';
      if (!http.isLevelEnabled(level)) return;
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const aborted = !res.writableFinished;
      http[level]({ method: req.method, url: req.originalUrl, status, ms, ...(aborted ? { aborted } : {}) }, aborted ? 'request aborted' : 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
