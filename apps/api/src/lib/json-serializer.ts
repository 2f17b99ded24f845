import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import { z, type ZodType } from 'zod';

/**
 * A response serializer for routes whose answers are large and frequent (search results, refinement counts):
 * fast-json-stringify over the JSON Schema of the route's own zod response schema. Like the zod serializer it
 * writes only the fields the schema declares, without checking each value against it first, which took a
 * refinement-count answer of 400 committees over a millisecond. Set per route as `serializerCompiler`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's schema type
export const jsonSchemaSerializer: FastifySerializerCompiler<any> = ({ schema }) => compileJsonSerializer(schema as ZodType);

/** The same writer for a zod schema outside a route: a value of the schema's output type to its JSON text. */
export function compileJsonSerializer<T extends ZodType>(schema: T): (value: z.output<T>) => string {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'output' });
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]);
}

/**
 * Sends JSON text already written (by a compiled serializer, kept in a cache): with a JSON content type Fastify passes
 * a string on as it is, without the route's serializer. The caller answers for the text matching the route's schema.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
