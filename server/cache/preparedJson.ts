// JSON answers that are the same for every request of a content version (page data, the site
// navigation): prepared answers (see preparedAnswer.ts) with a JSON body. The combined printable
// page's data is several megabytes: building it per request cost a hundred milliseconds and a
// private copy of the body for every client that did not read it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { HtmlCache } from './htmlCache';
import { preparedAnswers, type AnswerKey } from './preparedAnswer';

/** Serves a JSON value from the cache, building it at most once per (version, path) at a time. */
export type ServePreparedJson = (req: IncomingMessage, res: ServerResponse, key: AnswerKey, build: () => unknown) => void;

/** Creates the server of prepared JSON answers over the response cache. */
export function preparedJson(cache: HtmlCache, log: Logger): ServePreparedJson {
  const serve = preparedAnswers(cache, log);
  return (req, res, key, build) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    serve(req, res, key, () => JSON.stringify(build() ?? null));
  };
}
