// GET /api/search?q=…: full-text search over every page, answered from the in-memory index.
import { Router } from 'express';
import type { SearchIndex } from '../search/searchIndex';

const MAX_QUERY = 200;

/** Search route. */
export function searchRoutes(search: () => SearchIndex): Router {
  const router = Router();
  router.get('/api/search', (req, res) => {
    const raw = req.query.q;
    const query = typeof raw === 'string' ? raw.slice(0, MAX_QUERY) : '';
    const limitRaw = Number(req.query.limit);
    const limit = Number.isInteger(limitRaw) && limitRaw > 0 && limitRaw <= 50 ? limitRaw : 10;
    const started = process.hrtime.bigint();
    const results = search().search(query, limit);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    res
      .set('Server-Timing', `search;dur=${ms.toFixed(3)}`)
      .set('Cache-Control', 'public, max-age=60')
      .json({ query, results });
  });
  return router;
}
