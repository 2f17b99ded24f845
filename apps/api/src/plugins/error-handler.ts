import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { APP_ERROR_HEADER, APP_PARAMS_HEADER, type Problem } from '@codex/domain';
import { AppError, ERROR_TABLE } from '../lib/errors.js';
import { toFieldErrors } from '../lib/field-errors.js';

/** Answers with the problem body and headers of the error model. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const entry = ERROR_TABLE[error.code];
  const body: Problem = {
    type: `https://codex.invalid/problem/${error.code}`,
    title: entry.title,
    status: entry.status,
    detail: error.message,
    path: request.url.split('?')[0],
    message: error.details.appError ?? entry.message,
    requestId: String(request.id),
  };
  if (error.details.fieldErrors) body.fieldErrors = error.details.fieldErrors;
  if (error.details.appParams) body.params = error.details.appParams;
  if (error.details.licence) Object.assign(body, error.details.licence);
  if (error.details.appError) reply.header(APP_ERROR_HEADER, error.details.appError);
  if (error.details.appParams) reply.header(APP_PARAMS_HEADER, error.details.appParams);
  for (const [k, v] of Object.entries(error.details.headers ?? {})) reply.header(k, v);
  return reply.code(entry.status).type('application/problem+json').send(body);
}

const objectNameOf = (context: string | undefined) =>
  context === 'querystring' ? 'query' : context === 'params' ? 'path' : context === 'headers' ? 'headers' : 'body';

/** Every failure leaves the server as one answer of the error model; internals never leak. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        return sendProblem(request, reply, error);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const objectName = objectNameOf(error.validationContext);
        return sendProblem(request, reply, AppError.validation(toFieldErrors(objectName, error.validation)));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return sendProblem(request, reply, new AppError('internal', 'An unexpected error has occurred.'));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return sendProblem(request, reply, AppError.badRequest('error.malformed.json', 'The request body is not valid JSON'));
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return sendProblem(request, reply, new AppError('payload-too-large', 'The request body is too large'));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return sendProblem(request, reply, new AppError('unsupported-media-type', 'This content type is not accepted here'));
      }
      // @fastify/rate-limit's refusal of a route's own limit: it has set Retry-After; the message says how long.
      if (error.statusCode === 429) return sendProblem(request, reply, AppError.rateLimited(Number(reply.getHeader('retry-after')), error.message));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendProblem(request, reply, AppError.badRequest('error.http.400', 'The request could not be understood'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, new AppError('internal', 'An unexpected error has occurred.'));
    });
  },
  { name: 'error-handler' },
);
