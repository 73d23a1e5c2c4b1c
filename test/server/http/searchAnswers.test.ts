// Repeated searches are answered from prepared answers (JSON, gzip and brotli made once) before
// the application sees them, for as long as the content and the indexes are unchanged; a change
// to either makes the next search run again. Few answers are kept, whatever the clients ask.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import request from 'supertest';
import { createSearchAnswers } from '../../../server/cache/searchAnswers';
import { testApp } from '../../helpers/testApp';

/** The store in front of a stand-in route that counts the searches it runs. */
function standIn(maxEntries?: number) {
  let state = 'a';
  let searches = 0;
  const answers = createSearchAnswers(() => state, maxEntries);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (answers.serve(req, res)) return;
    searches += 1;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=60');
    answers.send(req, res, JSON.stringify({ url: req.url, run: searches }));
  });
  return { server, answers, searches: () => searches, setState: (s: string) => (state = s) };
}

describe('prepared search answers', () => {
  it('answers a repeated search without running it, in every encoding, with the same JSON', async () => {
    const { server, searches } = standIn();
    const first = await request(server).get('/api/search?q=loader').set('Accept-Encoding', 'identity');
    expect(first.body).toEqual({ url: '/api/search?q=loader', run: 1 });
    expect(first.headers['x-cache']).toBe('MISS');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await request(server).get('/api/search?q=loader').set('Accept-Encoding', encoding);
      expect(again.status).toBe(200);
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
      expect(again.body).toEqual(first.body);
    }
    expect(searches()).toBe(1);
    // A client holding the answer revalidates it with 304.
    const revalidated = await request(server).get('/api/search?q=loader').set('Accept-Encoding', 'br').set('If-None-Match', first.headers.etag ?? '');
    expect(revalidated.status).toBe(304);
  });

  it('runs the search again once the state it was made in has changed', async () => {
    const { server, searches, setState } = standIn();
    await request(server).get('/api/search?q=loader');
    setState('b');
    expect((await request(server).get('/api/search?q=loader')).body.run).toBe(2);
    expect((await request(server).get('/api/search?q=loader')).body.run).toBe(2);
    expect(searches()).toBe(2);
  });

  it('keeps a bounded number of answers and looks up only the search path', async () => {
    const { server, answers, searches } = standIn(3);
    for (let i = 0; i < 10; i += 1) await request(server).get(`/api/search?q=word${i}`);
    expect(answers.size).toBe(3);
    await request(server).get('/api/searchx?q=a');
    await request(server).get('/api/searchx?q=a');
    await request(server).post('/api/search?q=word9');
    expect(searches()).toBe(13);
  });

  it('never answers from before a page changed in the application', async () => {
    const { app, search } = testApp();
    expect((await request(app).get('/api/search?q=zanzibarian')).body.results).toEqual([]);
    expect((await request(app).get('/api/search?q=zanzibarian')).body.results).toEqual([]);
    search.updatePage('/concepts/output/', { url: '/concepts/output/', title: 'Output', section: 'concepts', html: '<p>Zanzibarian settings.</p>' });
    const after = await request(app).get('/api/search?q=zanzibarian');
    expect(after.body.results[0]?.url).toBe('/concepts/output/');
    expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
    // The security headers of the application's answers are kept with the prepared one.
    const repeated = await request(app).get('/api/search?q=zanzibarian');
    expect(repeated.headers['x-cache']).toBe('HIT');
    expect(repeated.headers['content-security-policy']).toBe(after.headers['content-security-policy']);
    expect(repeated.body).toEqual(after.body);
  });
});
