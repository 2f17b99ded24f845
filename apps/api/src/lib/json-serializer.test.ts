import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonSchemaSerializer } from './json-serializer.js';

const Node: z.ZodType<{ key: string; parentKey: string | null; child: unknown[] }> = z.lazy(() =>
  z.object({ key: z.string(), parentKey: z.string().nullable(), child: z.array(Node) }),
);
const Answer = z.object({ count: z.number().int(), nodes: z.array(Node), note: z.string().nullable() });

describe('the JSON Schema response serializer', () => {
  const serialize = jsonSchemaSerializer({ schema: Answer, method: 'GET', url: '/answer', httpStatus: '200' });

  it('writes what the zod schema declares, nested and recursive, nulls included', () => {
    const value = { count: 2, nodes: [{ key: 'IETF', parentKey: null, child: [{ key: 'IETF:Security', parentKey: 'IETF', child: [] }] }], note: null };
    expect(JSON.parse(serialize(value))).toEqual(value);
  });

  it('leaves out fields the schema does not declare, at any depth', () => {
    const value = { count: 1, nodes: [{ key: 'a', parentKey: null, child: [], secret: 'x' }], note: 'n', abstract: 'internal' };
    const written = serialize(value);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('internal');
    expect(JSON.parse(written)).toEqual({ count: 1, nodes: [{ key: 'a', parentKey: null, child: [] }], note: 'n' });
  });
});
