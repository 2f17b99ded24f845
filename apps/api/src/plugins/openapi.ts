import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { cspHash, serializeCsp, type CspDirectives } from '../lib/content-security-policy.js';

/** The one inline stylesheet of Swagger UI: the two colours of the logo in its top bar (an SVG with a <style>). */
const SWAGGER_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * The policy of the API docs (docs/adr/0045): Swagger UI's scripts and stylesheets from this origin and its logo's
 * stylesheet by hash, the icons its stylesheet draws as data: images, calls to this origin ("Try it out"), no framing.
 */
const API_DOCS_POLICY: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", cspHash(SWAGGER_LOGO_STYLE)],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The OpenAPI document, built from the same zod schemas that validate requests, at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Codex API', description: 'Subscription library of standards and technical documents', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No badge from validator.swagger.io: the page loads nothing from elsewhere (docs/adr/0045).
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      staticCSP: serializeCsp(API_DOCS_POLICY),
    });
  },
  { name: 'openapi' },
);
