import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, isSignedMethod, signRequest } from './signing.ts';

describe('request signing (ARCHITECTURE section 3)', () => {
  it('puts the path, then query and body fields in one object with keys sorted at every depth', () => {
    const c = canonicalRequest('/sys/login', { b: '2', a: '1' }, { z: { y: 1, x: [{ d: 1, c: 2 }] }, m: 'v' });
    expect(c).toBe('/sys/login\n{"a":"1","b":"2","m":"v","z":{"x":[{"c":2,"d":1}],"y":1}}');
  });
  it('leaves non-object bodies out', () => {
    expect(canonicalRequest('/x', { a: '1' }, [1, 2])).toBe('/x\n{"a":"1"}');
    expect(canonicalRequest('/x', {}, undefined)).toBe('/x\n{}');
  });
  it('is the upper-case hex SHA-256 of canonical, timestamp and secret', () => {
    const canonical = canonicalRequest('/sys/login', {}, { username: 'admin' });
    const expected = createHash('sha256').update(`${canonical}\n1700000000000\nsecret`).digest('hex').toUpperCase();
    expect(signRequest(canonical, '1700000000000', 'secret')).toBe(expected);
  });
  it('signs GET and POST only', () => {
    expect(isSignedMethod('get')).toBe(true);
    expect(isSignedMethod('POST')).toBe(true);
    expect(isSignedMethod('PUT')).toBe(false);
    expect(isSignedMethod('DELETE')).toBe(false);
  });
});
