// The one error handler: malformed paths get 400, anything else is logged with the error and
// answered with the static 500 page; no stack trace or path ever reaches the body.
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { staticBadRequestPage, staticErrorPage } from '../render/staticPages';
import { BadPathError } from './requestPath';

/** Creates the error middleware. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      log.error({ err, url: req.originalUrl }, 'error after response started');
      next(err);
      return;
    }
    const status = err instanceof BadPathError ? 400 : ((err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) log.error({ err, url: req.originalUrl }, 'request failed');
    const safeStatus = status >= 400 && status < 600 ? status : 500;
    res.status(safeStatus).type('html').send(safeStatus < 500 ? staticBadRequestPage() : staticErrorPage());
  };
}
