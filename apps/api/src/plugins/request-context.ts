import fp from 'fastify-plugin';
import { AuthMode } from '@codex/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The AuthMode header the client sent (SSO, IP, JWT, APPLET, PWD), when valid. */
    clientAuthMode: AuthMode | null;
    /** The originatedIpAddress header, logged only: never trusted for IP sign-in. */
    originatedIpAddress: string | null;
  }
}

const SAFE_HEADER = /^[\w.:\-[\], ]{1,100}$/;

/** Logs the standard client headers with every request line. */
export default fp(
  async (app) => {
    app.decorateRequest('clientAuthMode', null);
    app.decorateRequest('originatedIpAddress', null);
    app.addHook('onRequest', async (request, reply) => {
      const mode = AuthMode.safeParse(request.headers.authmode);
      request.clientAuthMode = mode.success ? mode.data : null;
      const origin = request.headers.originatedipaddress;
      request.originatedIpAddress = typeof origin === 'string' && SAFE_HEADER.test(origin) ? origin : null;
      if (request.clientAuthMode || request.originatedIpAddress) {
        request.log = request.log.child({ authMode: request.clientAuthMode, originatedIpAddress: request.originatedIpAddress });
      }
      reply.header('requestid', request.id);
    });
  },
  { name: 'request-context' },
);

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
/** Uses the client's RequestId header when it is a sensible id, so logs on both sides match. */
export function requestIdFrom(header: string | string[] | undefined, fallback: () => string): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : fallback();
}
