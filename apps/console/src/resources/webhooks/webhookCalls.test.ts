// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../test/fakeServices.js';
import { webhookCalls } from './webhookCalls.js';

/** The webhook calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['ADMIN'], answers);
  return { calls: webhookCalls(services.http), seen: requests };
}

describe("a webhook's calls", () => {
  it('queues a test delivery and pages the delivery log with a zero-based page and its total', async () => {
    const attempt = { id: 2, eventId: 2, attempt: 1, status: 200, error: null };
    const { calls, seen } = callsWith({
      'POST /api/admin/webhooks/7/test': { status: 202, data: { queued: 1 } },
      'GET /api/admin/webhooks/7/deliveries?page=1&size=10': { data: [attempt], headers: { 'x-total-count': '11' } },
    });
    expect(await calls.sendWebhookTest(7)).toEqual({ queued: 1 });
    expect(await calls.webhookDeliveries(7, 2, 10)).toEqual({ data: [attempt], total: 11 });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/admin/webhooks/7/test', 'GET /api/admin/webhooks/7/deliveries?page=1&size=10']);
  });
});
