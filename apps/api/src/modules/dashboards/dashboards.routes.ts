import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountSeatsPanel, AccountSharingPanel, OperatorActivityPanel, OperatorCataloguePanel, OperatorWorkPanel } from '@codex/domain';
import { accountSeatsPanel, seatIdleMs } from '../subscriptions/index.js';
import { AppError } from '../../lib/errors.js';
import { sharingPanel } from './account-panels.service.js';
import { access } from '../../lib/access-rules.js';
import { activityPanel, cataloguePanel, workPanel } from './operator-panels.service.js';

/** The console's first page: one call per panel, so each panel loads, fails and refreshes on its own. Panels built on the
 * calls of other pages (health, audits, usage, the compass point report) use those calls. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboards'];
  const operator = { config: { access: access.operator('tenant') } };

  app.get(
    '/api/dashboards/operator/work',
    { schema: { tags, summary: "Work in flight: the job queue by kind, the tenant's mail outbox and webhook deliveries", response: { 200: OperatorWorkPanel } }, ...operator },
    (request) => workPanel(app.db, request.tenant.id),
  );
  app.get(
    '/api/dashboards/operator/catalogue',
    { schema: { tags, summary: "The catalogue: the newest import run, the documents, and when an import last changed one", response: { 200: OperatorCataloguePanel } }, ...operator },
    () => cataloguePanel(app.db),
  );
  app.get(
    '/api/dashboards/operator/activity',
    { schema: { tags, summary: "Today's searches and full-text requests in the tenant against the daily average of the 30 days before", response: { 200: OperatorActivityPanel } }, ...operator },
    (request) => activityPanel(app.db, request.tenant.id),
  );

  app.get(
    '/api/dashboards/account/sharing',
    {
      schema: { tags, summary: "The account admin's groups and sharing: the account's groups and members, and what its people shared in 30 days", response: { 200: AccountSharingPanel } },
      config: { access: access.authority(['ADMIN'], 'account') },
    },
    (request) => {
      const { tenantId, accountId } = request.principal!;
      if (accountId === null) throw AppError.forbidden('An account administrator works in a selected account');
      return sharingPanel(app.db, tenantId, accountId);
    },
  );

  app.get(
    '/api/dashboards/account/seats',
    {
      schema: { tags, summary: "The account admin's seats: seat-limited subscriptions, seats in use now, the peak and the refusals of 30 days", response: { 200: AccountSeatsPanel } },
      config: { access: access.authority(['ADMIN'], 'account') },
    },
    (request) => {
      const { accountId } = request.principal!;
      if (accountId === null) throw AppError.forbidden('An account administrator works in a selected account');
      return accountSeatsPanel(app.db, accountId, seatIdleMs(request.tenant.config));
    },
  );
};

export default dashboardRoutes;
