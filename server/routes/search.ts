// GET /api/search?q=…&lang=…: full-text search over every page of one language, answered from
// that language's in-memory index (English without `lang`). The index normalises the query and
// bounds each search's work (see search/queryTerms.ts); here the query string, `lang` and
// `limit` are read defensively.
import { Router } from 'express';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { SearchAnswers } from '../cache/searchAnswers';
import type { SearchLookup } from '../search/localeSearch';
import { MAX_QUERY_CHARS } from '../search/queryTerms';
import { MAX_RESULTS } from '../search/searchIndex';

/** Longest `lang` value echoed back in an error. */
const MAX_LANG_ECHO = 20;

/** Search route. With serverTiming, a Server-Timing header gives the search's time (useful in
 * development; in production it would tell a caller which queries cost the most). With
 * `answers`, each answer is kept for its URL and repeated ones are written before Express (see
 * cache/searchAnswers.ts). */
export function searchRoutes(search: SearchLookup, { serverTiming = false, answers }: { serverTiming?: boolean; answers?: SearchAnswers } = {}): Router {
  const router = Router();
  router.get('/api/search', (req, res) => {
    const lang = req.query.lang ?? DEFAULT_LOCALE;
    const index = typeof lang === 'string' ? search(lang) : null;
    if (!index) {
      const shown = typeof lang === 'string' ? JSON.stringify(lang.slice(0, MAX_LANG_ECHO)) : 'given more than once';
      res.status(400).json({ error: `unknown language ${shown} in "lang": use a language code this site is translated into, or leave it out for English` });
      return;
    }
    const raw = req.query.q;
    const query = typeof raw === 'string' ? raw.slice(0, MAX_QUERY_CHARS) : '';
    const limitRaw = Number(req.query.limit);
    const limit = Number.isInteger(limitRaw) && limitRaw > 0 ? Math.min(limitRaw, MAX_RESULTS) : 10;
    const started = process.hrtime.bigint();
    const results = index.search(query, limit);
    if (serverTiming) res.set('Server-Timing', `search;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(3)}`);
    res.set('Cache-Control', 'public, max-age=60');
    // A timed answer is not kept: its header would be sent again with every later one.
    if (answers && !serverTiming) answers.send(req, res.type('json'), JSON.stringify({ query, results }));
    else res.json({ query, results });
  });
  return router;
}
