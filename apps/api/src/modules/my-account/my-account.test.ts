import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
  reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

const put = (payload: unknown, token?: string, options: { host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user-accounts',
    headers: { host: options.host ?? 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: payload as object,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
const get = (url: string, token?: string, options: { host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: options.host ?? 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });

describe('PUT api/user-accounts (my account)', () => {
  it('saves the address with a US state, and the session shows it', async () => {
    const res = await put({ address1: '12 Analytical Row', address2: '', city: 'Baltimore', state: 'MD', postalCode: '21201', country: 'US', mobile: '+1 410 555 0100' }, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', address1: '12 Analytical Row', address2: null, city: 'Baltimore', state: 'MD', postalCode: '21201', country: 'US', mobile: '+1 410 555 0100' });
    const session = (await get('/api/account', ada)).json();
    expect(session.userAccounts[0]).toMatchObject({ city: 'Baltimore', state: 'MD', country: 'US' });
  });

  it('drops the state when the country is not the US', async () => {
    const res = await put({ address1: '10 Downing Street', city: 'London', state: 'MD', postalCode: 'SW1A 2AA', country: 'GB' }, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'London', state: null, country: 'GB' });
  });

  it('answers Size errors as 400 field errors with message Size on the field', async () => {
    const res = await put({ address1: 'x'.repeat(256), city: 'y'.repeat(101), country: 'US' }, ada);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'body', field: 'address1', message: 'Size' },
      { objectName: 'body', field: 'city', message: 'Size' },
    ]);
    // Nothing was saved.
    expect((await get('/api/account', ada)).json().userAccounts[0].city).toBe('London');
  });

  it('refuses a country or state that is not in the lists', async () => {
    const badCountry = await put({ country: 'XX' }, ada);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().fieldErrors).toEqual([{ objectName: 'userAccount', field: 'country', message: 'Invalid' }]);
    const badState = await put({ country: 'US', state: 'ZZ' }, ada);
    expect(badState.json().fieldErrors).toEqual([{ objectName: 'userAccount', field: 'state', message: 'Invalid' }]);
    expect((await put({ mobile: 42 }, ada)).json().fieldErrors).toEqual([{ objectName: 'body', field: 'mobile', message: 'Invalid' }]);
  });

  it('edits only the caller: another id is 403, an IP session 403, no session 401; each tenant edits its own user', async () => {
    const session = (await get('/api/account', ada)).json();
    expect((await put({ id: session.id + 1, city: 'Elsewhere' }, ada)).statusCode).toBe(403);
    expect((await put({ city: 'Anywhere' }, undefined, { remoteAddress: '192.0.2.15' })).statusCode).toBe(403);
    expect((await put({ city: 'Anywhere' })).statusCode).toBe(401);
    const tim = await put({ city: 'Geneva', country: 'CH' }, reader, { host: 'community.localhost' });
    expect(tim.statusCode).toBe(200);
    expect(tim.json()).toMatchObject({ firstName: 'Tim', city: 'Geneva' });
    expect((await get('/api/account', ada)).json().userAccounts[0].city).toBe('London');
  });
});

describe('GET api/meta-data/type/COUNTRY and /STATE', () => {
  it('lists the 249 ISO 3166-1 countries with id, code and value, sorted by name', async () => {
    const res = await get('/api/meta-data/type/COUNTRY', ada);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; code: string; value: string }[];
    expect(body).toHaveLength(249);
    expect(body.find((c) => c.code === 'US')).toEqual({ id: expect.any(Number), code: 'US', value: 'United States' });
    expect(body.find((c) => c.code === 'DE')?.value).toBe('Germany');
    expect(body[0].value).toBe('Afghanistan');
    expect(new Set(body.map((c) => c.id)).size).toBe(249);
  });

  it('lists the US states, DC and territories; an IP session may read them; other types 400', async () => {
    const body = (await get('/api/meta-data/type/STATE', undefined, { remoteAddress: '192.0.2.15' })).json() as { code: string; value: string }[];
    expect(body).toHaveLength(56);
    expect(body.find((s) => s.code === 'MD')?.value).toBe('Maryland');
    expect(body[0].value).toBe('Alabama');
    const bad = await get('/api/meta-data/type/CITY', ada);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toMatchObject({ objectName: 'path', field: 'type' });
    expect((await get('/api/meta-data/type/COUNTRY')).statusCode).toBe(401);
  });
});
