import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/errors.js';
import { createTestApp, type TestContext } from './harness.js';
import { signInAs } from './sign-in.js';
import { access } from '../src/lib/access-rules.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/boom', { config: { access: access.anyone() } }, async () => {
      throw new Error('connection string postgres://secret@db/prod leaked?');
    });
    app.get('/api/test/account-gone', { config: { access: access.anyone() } }, async () => {
      throw AppError.accountNotExist();
    });
    app.post('/api/test/entity', { config: { access: access.anyone() } }, async () => {
      throw AppError.badRequest('error.group.nameexists', 'A group with this name exists', 'group');
    });
    app.post('/api/test/numbers', { config: { access: access.anyone() }, schema: { body: z.object({ size: z.number().int().min(1).max(100), ratio: z.number().max(0.5) }).strict() } }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

describe('the error model', () => {
  it('answers malformed JSON with 400 and keeps the server up', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/numbers', headers: { 'content-type': 'application/json' }, payload: '{"size": 3,' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-app-error']).toBe('error.malformed.json');
    expect(res.json()).toMatchObject({ status: 400, message: 'error.malformed.json' });
    const again = await t.app.inject({ method: 'GET', url: '/management/health' });
    expect(again.statusCode).toBe(200);
  });

  it("answers a path the router refuses (an escape that is not UTF-8, a segment over 200 characters) in the error model", async () => {
    for (const url of ['/api/admin/tenants/%E0%A4', `/api/admin/tenants/${'k'.repeat(201)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
      expect(res.json(), url).toMatchObject({ status: 400, message: 'error.http.400', path: url });
      expect(res.json().requestId, url).toBeTruthy();
    }
  });

  it('answers unknown fields with 400 and a field error naming each', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/numbers', payload: { size: 3, ratio: 0.1, admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: 'admin', message: 'Unknown' }]);
  });

  it('names numeric limits Min, Max and DecimalMax', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/numbers', payload: { size: 0, ratio: 0.9 } });
    expect(res.json().fieldErrors).toEqual([
      { objectName: 'body', field: 'size', message: 'Min' },
      { objectName: 'body', field: 'ratio', message: 'DecimalMax' },
    ]);
    const over = await t.app.inject({ method: 'POST', url: '/api/test/numbers', payload: { size: 101, ratio: 0.1 } });
    expect(over.json().fieldErrors).toEqual([{ objectName: 'body', field: 'size', message: 'Max' }]);
  });

  it('sends the app-error and app-params headers with a 400 the clients translate', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/entity' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-app-error']).toBe('error.group.nameexists');
    expect(res.headers['x-app-params']).toBe('group');
  });

  it('hides internals of an unexpected failure and gives the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { requestid: 'req-12345678' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toMatchObject({ status: 500, detail: 'An unexpected error has occurred.', requestId: 'req-12345678' });
  });

  it("answers 500 with the detail 'account id not exist' for a vanished account", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/account-gone' });
    expect(res.statusCode).toBe(500);
    expect(res.json().detail).toBe('account id not exist');
  });

  it('serves the tenant logos the configurations name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/branding/keystone.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers an unknown API path with 404 and error.url.not.found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('error.url.not.found');
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/documents/metadata'].get.parameters.some((p: { name: string }) => p.name === 'contentCode')).toBe(true);
    expect(doc.paths['/api/tenant/get-tenant-config-for-ui']).toBeDefined();
  });

  it('reports health of the database, file store and disk to the operator', async () => {
    const operator = await signInAs(t.app, 'operator', 'Margaret-Lands-Apollo-1');
    const res = await t.app.inject({ method: 'GET', url: '/management/health', headers: { authorization: `Bearer ${operator}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('UP');
    expect(body.components.db.status).toBe('UP');
    expect(body.components.fileStore.status).toBe('UP');
    expect(body.components.diskSpace.status).toBe('UP');
    expect(body.components.openIdProvider).toMatchObject({ status: 'UP', details: { issuer: 'http://localhost:8080/oidc' } });
  });
});
