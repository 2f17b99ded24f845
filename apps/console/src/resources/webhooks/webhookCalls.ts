import type { WebhookDeliveryAttempt } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, fillPath } from '@codex/data/dataProvider';

/** The endpoints of a webhook's test delivery and delivery log (its edit view). */
const WEBHOOK_ENDPOINTS = {
  sendWebhookTest: { method: 'POST', path: '/api/admin/webhooks/{id}/test' },
  webhookDeliveries: { method: 'GET', path: '/api/admin/webhooks/{id}/deliveries' },
} as const;

/** The webhooks resource's calls beyond react-admin's methods. */
export interface WebhookCalls {
  /** Queues a signed test delivery to a webhook. */
  sendWebhookTest(id: string | number): Promise<{ queued: number }>;
  /** One page (1-based) of a webhook's delivery log, newest try first. */
  webhookDeliveries(id: string | number, page: number, perPage: number): Promise<{ data: WebhookDeliveryAttempt[]; total: number }>;
}

export function webhookCalls(http: HttpClient): WebhookCalls {
  return {
    async sendWebhookTest(id) {
      const response = await consoleCall(() => http.post(fillPath(WEBHOOK_ENDPOINTS.sendWebhookTest.path, { id })));
      return response.data as { queued: number };
    },

    async webhookDeliveries(id, page, perPage) {
      const response = await consoleCall(() => http.get(fillPath(WEBHOOK_ENDPOINTS.webhookDeliveries.path, { id }), { params: { page: page - 1, size: perPage } }));
      return { data: response.data as WebhookDeliveryAttempt[], total: Number(response.headers['x-total-count'] ?? 0) };
    },
  };
}
