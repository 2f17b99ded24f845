import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { queryRows } from '../../db/client.js';
import { auditEvents, compassPointAudits, compassPoints, documents, tenants } from '../../db/schema/index.js';

/** Creating a compass point writes the point, its history row and its audit event together, or nothing at all. */
let t: TestContext;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
let rfc9110: number;
let nist: number;

const counts = async () => {
  const [row] = await queryRows<{ points: number; history: number; audits: number }>(
    t.db,
    sql`select (select count(*)::int from compass_points) as points, (select count(*)::int from compass_point_audits) as history,
      (select count(*)::int from audit_events where type = 'COMPASS_POINT_CREATED') as audits`,
  );
  return { points: Number(row.points), history: Number(row.history), audits: Number(row.audits) };
};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances'] as const));
  [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
  [{ id: nist }] = await t.db.select({ id: documents.id }).from(documents).where(sql`${documents.contentCode} like 'NIST-%'`).limit(1);
});
afterAll(() => t.close());

describe('create a compass point (create-compass-point.command.ts)', () => {
  it('answers the new compass point and writes its INSERT history row and its audit event', async () => {
    const before = await counts();
    const res = await call('POST', '/api/v1/compasspoint', 'frances', {
      name: 'Idempotent methods',
      description: 'Which methods may be retried',
      contentID: rfc9110,
      selectionMetadata: { pageNumber: 3, selectionText: 'idempotent' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Idempotent methods', description: 'Which methods may be retried', contentID: rfc9110 });
    expect(await counts()).toEqual({ points: before.points + 1, history: before.history + 1, audits: before.audits + 1 });

    const [history] = await t.db.select().from(compassPointAudits).where(eq(compassPointAudits.compassPointId, created.compassPointID));
    expect(history).toMatchObject({ dbTransactionType: 'INSERT', previous: null, current: expect.objectContaining({ name: 'Idempotent methods' }) });
    const [audit] = await t.db
      .select({ data: auditEvents.data, principal: auditEvents.principal })
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'COMPASS_POINT_CREATED'), sql`(${auditEvents.data} ->> 'compassPointId')::int = ${created.compassPointID}`));
    expect(audit).toEqual({ principal: 'frances', data: expect.objectContaining({ documentId: rfc9110, dbTransactionType: 'INSERT' }) });
  });

  it('writes nothing when a field the tenant requires is blank (400 naming it)', async () => {
    const [{ config }] = await t.db.select({ config: tenants.config }).from(tenants).where(eq(tenants.code, 'keystone'));
    const settings = config.compassPointSettings;
    await t.db
      .update(tenants)
      .set({ config: { ...config, compassPointSettings: { ...settings, description: { ...settings?.description, show: true, required: true } } } as typeof config })
      .where(eq(tenants.code, 'keystone'));
    t.app.tenants.invalidate();
    try {
      const before = await counts();
      const res = await call('POST', '/api/v1/compasspoint', 'frances', { name: 'No description', description: '   ', contentID: rfc9110, selectionMetadata: { pageNumber: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ objectName: 'compassPoint', field: 'description', message: 'NotBlank' }]);
      expect(await counts()).toEqual(before);
    } finally {
      await t.db.update(tenants).set({ config }).where(eq(tenants.code, 'keystone'));
      t.app.tenants.invalidate();
    }
  });

  it('writes nothing on a document the account is not entitled to, or one that does not exist', async () => {
    // Acme's subscriptions are revoked for NIST here, so the NIST document is outside what Frances may annotate.
    await t.db.execute(sql`update subscriptions set ends_on = current_date - 1 where publisher_id = (select publisher_id from documents where id = ${nist})`);
    const before = await counts();
    const refused = await call('POST', '/api/v1/compasspoint', 'frances', { name: 'Not mine', description: 'd', contentID: nist, selectionMetadata: { pageNumber: 1 } });
    expect([403, 404]).toContain(refused.statusCode);
    const unknown = await call('POST', '/api/v1/compasspoint', 'frances', { name: 'Nowhere', description: 'd', contentID: 999_999_999, selectionMetadata: { pageNumber: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
    expect(await t.db.select({ id: compassPoints.id }).from(compassPoints).where(eq(compassPoints.name, 'Not mine'))).toEqual([]);
  });
});
