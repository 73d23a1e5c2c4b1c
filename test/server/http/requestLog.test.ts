import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from '../../../server/requestLog';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = express();
  app.use(requestLog(log));
  app.get('/ok/', (_req, res) => {
    res.send('fine');
  });
  app.get('/broken/', (_req, res) => {
    res.status(500).send('no');
  });
  return { app, lines };
}

describe('request log', () => {
  it('logs one line per request with method, URL, status and duration', async () => {
    const { app, lines } = appLogging('info');
    await request(app).get('/ok/?q=1').expect(200);
    await request(app).get('/missing/').expect(404);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, module: 'http', method: 'GET', url: '/ok/?q=1', status: 200, msg: 'request completed' });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(lines[1]).toMatchObject({ url: '/missing/', status: 404 });
  });

  it('logs server errors at error level, and only those when the level is error', async () => {
    const { app, lines } = appLogging('error');
    await request(app).get('/ok/').expect(200);
    await request(app).get('/broken/').expect(500);
    expect(lines).toEqual([expect.objectContaining({ level: 50, url: '/broken/', status: 500 })]);
  });

  it('writes nothing when the logger is silent', async () => {
    const { app, lines } = appLogging('silent');
    await request(app).get('/broken/').expect(500);
    expect(lines).toEqual([]);
  });
});
