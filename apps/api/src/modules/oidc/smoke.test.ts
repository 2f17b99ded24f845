import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signIn } from './test-sign-in.js';

let t: TestContext;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t?.close());

it('smoke', async () => {
  const disc = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'localhost:8080' } });
  console.log(disc.statusCode, disc.body.slice(0, 400));
  const started = performance.now();
  const tokens = await signIn(t.app, 'ada', 'Ada-Reads-Standards-1');
  console.log('sign-in ms', performance.now() - started, tokens);
  const acc = await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${tokens.access_token}` } });
  console.log(acc.statusCode, acc.body);
  expect(acc.statusCode).toBe(200);
});
