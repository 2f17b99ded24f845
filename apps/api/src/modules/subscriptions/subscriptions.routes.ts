import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSubscriptionList } from './subscriptions.schema.js';
import { currentSubscriptions } from './subscriptions.service.js';
import { subscriptionAccountOf } from './subscriptions.policy.js';
import { access } from '../../lib/access-rules.js';

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sidebar calls .../subscriptions; the home page calls the shorter path. Both list the same.
  for (const url of ['/api/user-subscriptions/current-user/subscriptions', '/api/user-subscriptions/current-user']) {
    app.get(
      url,
      {
        schema: { tags: ['subscriptions'], summary: "The selected account's current subscriptions", response: { 200: UserSubscriptionList } },
        config: { access: access.session('account') },
      },
      async (request) => currentSubscriptions(app.db, request.tenant.config, subscriptionAccountOf(request.principal)),
    );
  }
};

export default subscriptionRoutes;
