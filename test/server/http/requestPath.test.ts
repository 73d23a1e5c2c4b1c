// The request path is decoded once per request under one rule: the first reader (the cache
// fast path, before Express) decodes it, and every route after reads that same result.
import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import { BadPathError, requestPath, requestPathOrNull } from '../../../server/routes/requestPath';
import { testApp } from '../../helpers/testApp';

const req = (url: string) => ({ url }) as IncomingMessage;

describe('the request path', () => {
  it('is decoded strictly, its query kept raw', () => {
    expect(requestPath(req('/concepts/%C3%A9t%C3%A9/?q=%20a'))).toEqual({ path: '/concepts/été/', query: '?q=%20a' });
    expect(() => requestPath(req('/bad/%E0%A4%A/'))).toThrow(BadPathError);
    expect(() => requestPath(req('/nul/%00/'))).toThrow(BadPathError);
    expect(requestPathOrNull(req('/bad/%E0%A4%A/'))).toBeNull();
  });

  it('is decoded once: later readers get the first result, even after the URL is rewritten', () => {
    const message = req('/concepts/%C3%A9/');
    const first = requestPath(message);
    // Express rewrites req.url under mounted routers; the decoded path stays the request's own.
    message.url = '/elsewhere/';
    expect(requestPath(message)).toBe(first);
    expect(requestPathOrNull(message)).toBe('/concepts/é/');
  });

  it('answers 400 for a path that does not decode, on the page, page-data and feed routes alike', async () => {
    const { app } = testApp();
    for (const path of ['/bad/%E0%A4%A/', '/page-data/x/%E0%A4%A/data.json', '/ko/%E0%A4%A/index.md']) {
      expect([path, (await request(app).get(path)).status]).toEqual([path, 400]);
    }
  });
});
