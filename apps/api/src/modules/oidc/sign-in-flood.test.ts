import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { SIGN_IN_POSTS_PER_MINUTE } from './oidc.routes.js';
import { startSignIn, submitLogin } from '../../../test/sign-in.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one address trying many logins', () => {
  it(`is refused with 429 after ${SIGN_IN_POSTS_PER_MINUTE} sign-in posts in a minute, and other addresses are not`, async () => {
    const start = await startSignIn(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_POSTS_PER_MINUTE; i++) {
      const res = await submitLogin(t.app, start, `guess-${i}`, 'not-the-password', '198.51.100.7');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_POSTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const elsewhere = await submitLogin(t.app, start, 'ada', 'not-the-password', '198.51.100.8');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain('Invalid username or password.');
  });
});
