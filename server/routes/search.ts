// GET /api/search?q=…&lang=…&version=…: full-text search over every page of one language (or of
// one older documentation version, English only), answered from its in-memory index (English
// of the current version without either). The index normalises the query and
// bounds each search's work (see search/queryTerms.ts); here the query string, `lang` and
// `limit` are read defensively.
import { Router, type Request, type Response } from 'express';
import { CURRENT_DOCS_VERSION } from '../../shared/constants';
import { versionSegment } from '../../shared/versions';
import { DEFAULT_LOCALE } from '../../shared/i18n';
import type { SearchAnswers } from '../cache/searchAnswers';
import type { SearchLookup } from '../search/localeSearch';
import { MAX_QUERY_CHARS } from '../search/queryTerms';
import { MAX_RESULTS, type SearchIndex } from '../search/searchIndex';

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
    const version = req.query.version;
    if (version !== undefined && version !== String(CURRENT_DOCS_VERSION)) {
      // An older version (English only) has an index of its own, keyed by its prefix segment.
      const older = typeof version === 'string' && /^[1-9][0-9]{0,2}$/.test(version) ? search(versionSegment(version)) : null;
      if (!older) {
        const shown = typeof version === 'string' ? JSON.stringify(version.slice(0, MAX_LANG_ECHO)) : 'given more than once';
        res.status(400).json({ error: `unknown documentation version ${shown} in "version": use one this site serves, or leave it out for the current version ${CURRENT_DOCS_VERSION}` });
        return;
      }
      return void answer(req, res, older);
    }
    // A language code never names an older version's index (those are asked for with `version`).
    const index = typeof lang === 'string' && !/^v[0-9]/.test(lang) ? search(lang) : null;
    if (!index) {
      const shown = typeof lang === 'string' ? JSON.stringify(lang.slice(0, MAX_LANG_ECHO)) : 'given more than once';
      res.status(400).json({ error: `unknown language ${shown} in "lang": use a language code this site is translated into, or leave it out for English` });
      return;
    }
    answer(req, res, index);
  });
  /** Answers a query from one index. */
  function answer(req: Request, res: Response, index: SearchIndex): void {
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
  }
  return router;
}
