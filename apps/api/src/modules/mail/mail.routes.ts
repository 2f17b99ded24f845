import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MailMessageDetail, MailMessageSummary, NotificationPreferences, NotificationPreferencesPatch } from '@codex/domain';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { listCaughtMessages } from './mail-catcher.js';
import { listMail, mailDetail, sentMessageIds } from './mail-admin.service.js';
import { canChangeOwnPreferences, MAIL_READERS } from './mail.policy.js';
import { CatcherQuery, CaughtMessage, MailDetailQuery, MailIdParams, MailListQuery, UnsubscribeQuery } from './mail.schema.js';
import { changePreferences, preferencesOf } from './preferences.service.js';
import { UNSUBSCRIBE_PAGE_POLICY, unsubscribe, unsubscribePage, unsubscribeTarget } from './unsubscribe.service.js';
import { access } from '../../lib/access-rules.js';

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { config: { access: MAIL_READERS } };

  app.get(
    '/management/mail-catcher',
    {
      schema: {
        tags: ['management'],
        summary: "The embedded mail catcher's messages of the caller's tenant (another's: platform operators), newest first; the total is in x-total-count (404 when SMTP_URL sends real mail)",
        querystring: CatcherQuery,
        response: { 200: CaughtMessage.array() },
      },
      ...guarded,
    },
    async (request, reply) => {
      if (!app.mailCatcher) throw AppError.notFound('mail catcher (SMTP_URL is set)');
      const tenant = await app.tenantActedIn(request, request.query.tenant);
      // A message belongs to the tenant whose outbox sent it (its Message-ID is recorded when it is sent).
      const ids = await sentMessageIds(app.db, tenant.id);
      const { total, messages } = listCaughtMessages(app.mailCatcher.dir, request.query.page, request.query.size, (m) => m.messageId !== null && ids.has(m.messageId));
      reply.header('x-total-count', String(total));
      return messages;
    },
  );

  app.get(
    '/management/mail',
    {
      schema: { tags: ['management'], summary: "The outbox of the caller's tenant (another's: platform operators); the total is in x-total-count", querystring: MailListQuery, response: { 200: MailMessageSummary.array() } },
      ...guarded,
    },
    async (request, reply) => {
      const tenant = await app.tenantActedIn(request, request.query.tenant);
      const { total, rows } = await listMail(app.db, tenant.id, request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.get(
    '/management/mail/:id',
    {
      schema: { tags: ['management'], summary: 'One outbox message as sent: HTML, text and headers', params: MailIdParams, querystring: MailDetailQuery, response: { 200: MailMessageDetail } },
      ...guarded,
    },
    async (request) => {
      const tenant = await app.tenantActedIn(request, request.query.tenant);
      const message = await mailDetail(app.db, tenant.id, request.params.id);
      if (!message) throw AppError.notFound('mail message');
      return message;
    },
  );

  app.get(
    '/api/notification-preferences',
    { schema: { tags: ['account'], summary: 'How often mail comes, per kind (defaults filled in)', response: { 200: NotificationPreferences } }, config: { access: access.session('self') } },
    async (request) => {
      const principal = request.principal!;
      if (!canChangeOwnPreferences(principal)) throw AppError.forbidden('Only a signed-in user has notification settings');
      return preferencesOf(app.db, principal.userId!);
    },
  );

  app.put(
    '/api/notification-preferences',
    {
      schema: { tags: ['account'], summary: 'Changes how often mail comes for the kinds given', body: NotificationPreferencesPatch, response: { 200: NotificationPreferences } },
      config: { access: access.session('self') },
    },
    async (request) => {
      const principal = request.principal!;
      if (!canChangeOwnPreferences(principal)) throw AppError.forbidden('Only a signed-in user has notification settings');
      const { preferences, changed } = await changePreferences(app.db, principal.userId!, request.body);
      if (Object.keys(changed).length) {
        await recordAudit(app.db, {
          tenantId: principal.tenantId,
          principal: principal.login ?? 'anonymousUser',
          type: 'NOTIFICATION_PREFERENCES_CHANGED',
          data: { changed },
          requestId: String(request.id),
        });
      }
      return preferences;
    },
  );

  app.get(
    '/api/mail/unsubscribe',
    { schema: { tags: ['mail'], summary: 'The page an unsubscribe link opens: asks to confirm', querystring: UnsubscribeQuery }, config: { access: access.anyone('credential'), rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const target = await unsubscribeTarget(app.db, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY);
      if (!target) return reply.code(400).send(unsubscribePage('en', { kind: 'invalid' }));
      return unsubscribePage(target.langKey, { kind: 'confirm', token: request.query.token, kinds: target.kinds });
    },
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      schema: { tags: ['mail'], summary: 'One-click unsubscribe (RFC 8058): turns the kinds of the token OFF', querystring: UnsubscribeQuery },
      config: { access: access.anyone('credential'), rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const target = await unsubscribeTarget(app.db, request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY);
      if (!target) return reply.code(400).send(unsubscribePage('en', { kind: 'invalid' }));
      await unsubscribe(app.db, target, String(request.id));
      return unsubscribePage(target.langKey, { kind: 'done', kinds: target.kinds });
    },
  );
};

export default mailRoutes;
