import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '../../lib/access-rules.js';
import { OaiError, readArguments, type OaiRequest } from './oai-arguments.js';
import { harvestablePublishers, repositoryIdentifierOf } from './oai.policy.js';
import { answer, type Repository } from './oai.service.js';
import { envelope, errorElement } from './oai-xml.js';

/**
 * OAI-PMH 2.0 at /oai on every tenant's host, by GET or by POST (application/x-www-form-urlencoded), for library
 * systems that harvest the catalogue (docs/adr/0064). Protocol errors are XML answers with HTTP 200.
 */
const oaiRoutes: FastifyPluginAsync = async (app) => {
  async function respond(request: FastifyRequest, reply: FastifyReply, raw: Record<string, unknown>) {
    const tenant = request.tenant;
    const origin = `${request.protocol}://${request.host}`;
    const baseUrl = `${origin}/oai`;
    reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store');
    let checked: OaiRequest | null = null;
    try {
      checked = readArguments(raw);
      const repo: Repository = {
        db: app.db,
        tenantId: tenant.id,
        tenantName: tenant.config.tenantName,
        adminEmail: tenant.config.supportEmail,
        offered: harvestablePublishers(tenant.config),
        origin,
        baseUrl,
        repositoryIdentifier: repositoryIdentifierOf(tenant),
        now: new Date(),
      };
      const body = await answer(repo, checked);
      return reply.send(envelope(baseUrl, { verb: checked.verb, ...checked.args }, body));
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      // badVerb and badArgument echo no arguments: the request was not one the protocol knows.
      const echoed = checked && error.code !== 'badArgument' ? { verb: checked.verb, ...checked.args } : null;
      return reply.send(envelope(baseUrl, echoed, errorElement(error.code, error.message)));
    }
  }

  const options = { config: { access: access.anyone() }, schema: { hide: true } };
  app.get('/oai', options, (request, reply) => respond(request, reply, request.query as Record<string, unknown>));
  app.post('/oai', options, (request, reply) => respond(request, reply, (request.body ?? {}) as Record<string, unknown>));
};

export default oaiRoutes;
