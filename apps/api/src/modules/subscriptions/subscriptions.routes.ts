import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ElpEntitlementStatus, isFeatureOn } from '@codex/domain';
import { UserSubscriptionList } from './subscriptions.schema.js';
import { currentSubscriptions } from './subscriptions.service.js';
import { elpEntitlementStatus } from './elp-entitlement.service.js';
import { mayCheckElpEntitlement, subscriptionAccountOf } from './subscriptions.policy.js';
import { access } from '../../lib/access-rules.js';
import { AppError } from '../../lib/errors.js';

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

  app.get(
    '/api/entitlement/getElpEntitlementStatus',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Whether the selected account may use the tenant's e-learning platform: code '200' with its URL, or code '300'",
        response: { 200: ElpEntitlementStatus },
      },
      config: { access: access.user('account') },
    },
    async (request) => {
      const config = request.tenant.config;
      if (!isFeatureOn(config, 'e-learning') || !config.eLearningUrl) throw AppError.forbidden('This library offers no e-learning');
      if (!mayCheckElpEntitlement(request.principal)) throw AppError.forbidden('E-learning is checked for individual users; sign in as yourself');
      return elpEntitlementStatus(app.db, config, subscriptionAccountOf(request.principal));
    },
  );
};

export default subscriptionRoutes;
