import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A route that fails the way a real fault would (a driver error carrying internal detail).
  t.app.get('/boom', () => {
    throw new Error('relation "secret_table" does not exist at 10.0.0.7');
  });
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers a real fault with 500 and a generic message, never the internal one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/boom', headers: { 'Accept-Language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(envelope(response)).toMatchObject({
      success: false,
      code: 500,
      result: null,
      message: 'Internal server error, please try again later',
    });
    expect(response.body).not.toContain('secret_table');
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: '{"username": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, code: 400, result: null });
  });
});
