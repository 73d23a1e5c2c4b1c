import request from 'supertest';
import { FRAME_PATH } from '../../../shared/playgroundFrame';
import { testApp } from '../../helpers/testApp';

describe('playground sandbox frame', () => {
  it('is served with a policy of its own: opaque origin, no network, eval only there', async () => {
    const { app } = testApp();
    const res = await request(app).get(FRAME_PATH);
    expect(res.status).toBe(200);
    const policy = res.headers['content-security-policy'] ?? '';
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('leaves the pages\' policy without eval', async () => {
    const { app } = testApp();
    const res = await request(app).get('/');
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
