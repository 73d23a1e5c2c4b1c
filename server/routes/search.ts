// GET /api/search?q=…: full-text search over every page, answered from the in-memory index. The
// index normalises the query and bounds each search's work (see search/queryTerms.ts); here the
// query string and `limit` are read defensively.
import { Router } from 'express';
import { MAX_QUERY_CHARS } from '../search/queryTerms';
import { MAX_RESULTS, type SearchIndex } from '../search/searchIndex';

/** Search route. With serverTiming, a Server-Timing header gives the search's time (useful in
 * development; in production it would tell a caller which queries cost the most). */
export function searchRoutes(search: () => SearchIndex, { serverTiming = false }: { serverTiming?: boolean } = {}): Router {
  const router = Router();
  router.get('/api/search', (req, res) => {
    const raw = req.query.q;
    const query = typeof raw === 'string' ? raw.slice(0, MAX_QUERY_CHARS) : '';
    const limitRaw = Number(req.query.limit);
    const limit = Number.isInteger(limitRaw) && limitRaw > 0 ? Math.min(limitRaw, MAX_RESULTS) : 10;
    const started = process.hrtime.bigint();
    const results = search().search(query, limit);
    if (serverTiming) res.set('Server-Timing', `search;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(3)}`);
    res.set('Cache-Control', 'public, max-age=60').json({ query, results });
  });
  return router;
}
