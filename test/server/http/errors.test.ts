import express from 'express';
import request from 'supertest';
import { silentLogger } from '../../../server/logger';
import { errorHandler } from '../../../server/routes/errors';

describe('error handling', () => {
  it('answers a failing handler with the 500 page, no stack trace and no file path', async () => {
    const app = express();
    app.get('/boom/', () => {
      throw new Error('secret detail at /srv/app/server/routes/pages.ts:12');
    });
    app.use(errorHandler(silentLogger()));
    const res = await request(app).get('/boom/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Something went wrong');
    expect(res.text).not.toContain('secret detail');
    expect(res.text).not.toMatch(/\.ts|at \w+ \(/);
  });
});
