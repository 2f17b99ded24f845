import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsDirectives, serializeCsp } from '../lib/content-security-policy.js';

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
      // No badge from validator.swagger.io: the page loads nothing from elsewhere (docs/adr/0042).
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      staticCSP: serializeCsp(apiDocsDirectives()),
    });
  },
  { name: 'openapi' },
);
