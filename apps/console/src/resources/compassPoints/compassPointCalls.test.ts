// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../test/fakeServices.js';
import { compassPointCalls } from './compassPointCalls.js';

/** The compass point calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['ADMIN'], answers);
  return { calls: compassPointCalls(services.http), seen: requests };
}

describe("a compass point's calls", () => {
  it("pages a compass point's change history newest first", async () => {
    const { calls, seen } = callsWith({
      'GET /api/v1/audits/compassPoint/5/all?pageIndex=0&pageSize=100&sort=createdDate-': { data: { content: [{ id: 9 }], totalElements: 1, pageSize: 100 }, headers: { 'x-total-count': '1' } },
    });
    expect(await calls.compassPointHistory(5, 1, 100)).toEqual({ data: [{ id: 9 }], total: 1 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/audits/compassPoint/5/all?pageIndex=0&pageSize=100&sort=createdDate-' });
  });

  it('deactivates and reactivates a compass point with their POST calls', async () => {
    const { calls, seen } = callsWith({
      'POST /api/v1/compasspoint/deactivate/5': { data: { compassPointID: 5, status: 'INACTIVE' } },
      'POST /api/v1/compasspoint/activate/5': { data: { compassPointID: 5, status: 'ACTIVE' } },
    });
    expect((await calls.setCompassPointActive(5, false)).data).toMatchObject({ status: 'INACTIVE' });
    expect((await calls.setCompassPointActive(5, true)).data).toMatchObject({ status: 'ACTIVE' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/v1/compasspoint/deactivate/5', 'POST /api/v1/compasspoint/activate/5']);
  });
});
