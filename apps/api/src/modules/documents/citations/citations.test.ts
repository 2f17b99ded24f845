import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { documents } from '../../../db/schema/index.js';
import { personName } from './citations.service.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let readerToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  adaToken = await signInDemo(t.app, 'ada');
  readerToken = await signInDemo(t.app, 'reader');
  for (const code of ['IETF-RFC9110', 'NIST-SP-800-53-REV-5', 'NIST-FIPS-197']) {
    const [row] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code));
    if (row) ids[code] = row.id;
  }
});
afterAll(() => t.close());

const get = (url: string, token: string = adaToken, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } });

describe('GET /api/getCitationTypes', () => {
  it('lists APA, MLA, Chicago, IEEE and Harvard on the standards tenant', async () => {
    const res = await get('/api/getCitationTypes');
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData.map((s: { citationStyle: string }) => s.citationStyle)).toEqual(['apa', 'mla', 'chicago', 'ieee', 'harvard']);
    expect(res.json().responseData[0]).toEqual({ citationStyle: 'apa', name: 'APA (7th edition)' });
  });

  it('answers 403 on a tenant that does not offer citations', async () => {
    const res = await get('/api/getCitationTypes', readerToken, 'community.localhost');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Citations are not offered by this library');
  });
});

describe('GET /api/getTextCitation', () => {
  const cite = (style: string) => get(`/api/getTextCitation?contentId=${ids['IETF-RFC9110']}&contentType=STANDARDS&citationStyle=${style}&assetType=standard`);

  it('gives RFC 9110 in each style', async () => {
    const expected: Record<string, string> = {
      apa: 'Fielding, R., Nottingham, M., & Reschke, J. (2022). HTTP Semantics (No. 9110; Request for Comments). Internet Engineering Task Force. https://doi.org/10.17487/RFC9110',
      mla: 'Fielding, R., et al. HTTP Semantics. Internet Engineering Task Force, June 2022. Request for Comments 9110, https://doi.org/10.17487/RFC9110.',
      chicago: 'Fielding, R., M. Nottingham, and J. Reschke. 2022. HTTP Semantics. Request for Comments 9110. Internet Engineering Task Force. https://doi.org/10.17487/RFC9110.',
      harvard: 'Fielding, R., Nottingham, M. and Reschke, J. (2022) HTTP Semantics. 9110. Internet Engineering Task Force. Available at: https://doi.org/10.17487/RFC9110.',
    };
    for (const [style, text] of Object.entries(expected)) {
      const res = await cite(style);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ responseData: { citationStyle: style, text } });
    }
    const ieee = (await cite('ieee')).json().responseData.text;
    expect(ieee).toMatch(/^\[1\]\s+R\. Fielding, M\. Nottingham, and J\. Reschke, “HTTP Semantics,” Internet Engineering Task Force, Request for Comments 9110, June 2022\. doi: 10\.17487\/RFC9110\.$/);
  });

  it('cites a NIST Special Publication with its series and number', async () => {
    const res = await get(`/api/getTextCitation?contentId=${ids['NIST-SP-800-53-REV-5']}&citationStyle=chicago`);
    expect(res.statusCode).toBe(200);
    expect(res.json().responseData.text).toContain('NIST Special Publication 800-53 Rev. 5. National Institute of Standards and Technology.');
  });

  it('refuses a FIPS standard, which the spec does not let be cited', async () => {
    const res = await get(`/api/getTextCitation?contentId=${ids['NIST-FIPS-197']}&citationStyle=apa`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/FIPS document, which is not cited$/);
    // The reader translates this key (packages/i18n: error.citation.notCitable).
    expect(res.headers['x-app-error']).toBe('error.citation.notCitable');
  });

  it('answers 400 for an unknown style or a contentId that is not a number, 404 for a document that does not exist', async () => {
    expect((await get(`/api/getTextCitation?contentId=${ids['IETF-RFC9110']}&citationStyle=vancouver`)).statusCode).toBe(400);
    const bad = await get('/api/getTextCitation?contentId=IETF-RFC9110');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('contentId');
    const missing = await get('/api/getTextCitation?contentId=999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toContain('Can not find content');
  });
});

describe('GET /api/getRisCitation', () => {
  it('sends an RIS file that a reference manager parser reads back with the title, authors and DOI', async () => {
    const res = await get(`/api/getRisCitation?contentId=${ids['IETF-RFC9110']}&contentType=STANDARDS&assetType=standard`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="RFC9110.ris"');
    expect(res.body).toMatch(/^TY {2}- RPRT$/m);
    expect(res.body).toMatch(/^ER {2}- ?$/m);

    // Read back with Citation.js's RIS input parser, as an importer would.
    const require = createRequire(import.meta.url);
    const { Cite } = require('@citation-js/core');
    require('@citation-js/plugin-ris');
    const [item] = new Cite(res.body).data;
    expect(item.title).toBe('HTTP Semantics');
    expect(item.DOI).toBe('10.17487/RFC9110');
    expect(item.author.map((a: { family: string }) => a.family)).toEqual(['Fielding', 'Nottingham', 'Reschke']);
    expect(item.publisher).toBe('Internet Engineering Task Force');
  });
});

describe('personName', () => {
  it('reads RFC author lines and keeps bodies whole', () => {
    expect(personName('R. Fielding, Ed.')).toEqual({ given: 'R.', family: 'Fielding' });
    expect(personName('Joint Task Force')).toEqual({ literal: 'Joint Task Force' });
    expect(personName('IAB')).toEqual({ literal: 'IAB' });
  });
});
