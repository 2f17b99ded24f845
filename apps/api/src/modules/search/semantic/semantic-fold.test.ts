import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInDemo } from '../../../../test/demo-users.js';
import { queryRows } from '../../../db/client.js';
import { FOLD_IN_LIMIT, foldChangedDocuments, refreshSemanticModel } from './semantic-fold.js';

let t: TestContext;
let acme: string;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await createTestApp({ LIMIT_SEARCHES_PER_USER_SECOND: '0' });
  acme = await signInDemo(t.app, 'acme');
});
afterAll(() => t.close());

type ModelRow = { id: number; documents: number; stats: { foldedIn?: number; coversUntil?: string } };
const lsiModels = () => queryRows<ModelRow>(t.db, sql`select id, documents, stats from semantic_models where kind = 'lsi' order by id`);
const vectorCount = async (modelId: number) =>
  Number((await queryRows<{ n: number }>(t.db, sql`select coalesce(sum(length(document_ids) / 4), 0)::int as n from semantic_vectors where model_id = ${modelId}`))[0].n);
const semantic = async (keywords: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/semantic-search/v1/query?page=0&size=10', payload: { keywords }, headers: { host: 'localhost', authorization: `Bearer ${acme}` } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { documents: { contentCode: string }[] }).documents.map((d) => d.contentCode);
};

describe('folding changed documents into the kept semantic model', () => {
  it('does nothing when no document changed since the model was learnt', async () => {
    const [before] = await lsiModels();
    expect(before.stats.coversUntil).toBeTruthy();
    expect(await foldChangedDocuments(t.db, quiet)).toMatchObject({ modelId: before.id, foldedIn: 0 });
    expect((await lsiModels()).map((m) => m.id)).toEqual([before.id]);
  });

  it('gives a changed document the vector of what it now says, as a new model every server loads, and retires the old one', async () => {
    const [before] = await lsiModels();
    // Loads the kept model into this server, as a semantic search before the import would have.
    expect(await semantic('elliptic curve digital signatures over prime fields')).not.toContain('IETF-RFC2324');
    // RFC 2324 (the coffee pot protocol) is rewritten to be about elliptic curve signatures.
    await t.db.execute(sql`update documents set search_vector = setweight(to_tsvector('english', 'elliptic curve digital signature algorithm over prime fields'), 'A'),
                                               updated_at = now() where source_id = (select source_id from documents where display_designation = 'RFC 2324')`);
    const folded = await refreshSemanticModel(t.db, quiet);
    expect(folded).toMatchObject({ foldedIn: 1, documents: before.documents });
    const models = await lsiModels();
    expect(models.map((m) => m.id)).toEqual([folded.modelId]);
    expect(models[0].id).toBeGreaterThan(before.id);
    expect(models[0].stats.foldedIn).toBe(1);
    expect(await vectorCount(folded.modelId)).toBe(before.documents);
    expect((await semantic('elliptic curve digital signatures over prime fields')).slice(0, 5)).toContain('IETF-RFC2324');
  });

  it(`learns the model again once more than ${FOLD_IN_LIMIT * 100} % of its documents would have been folded in`, async () => {
    const [model] = await lsiModels();
    await t.db.execute(sql`update semantic_models set stats = stats || jsonb_build_object('foldedIn', ${Math.ceil(model.documents * FOLD_IN_LIMIT)}::int) where id = ${model.id}`);
    await t.db.execute(sql`update documents set updated_at = now() where display_designation = 'RFC 2324'`);
    expect(await foldChangedDocuments(t.db, quiet)).toBeNull();
  });
});
