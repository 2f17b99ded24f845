import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors.js';

describe('toFieldErrors', () => {
  it('calls an over-long string Size and a missing one NotNull', () => {
    expect(
      toFieldErrors('body', [
        { keyword: 'too_big', instancePath: '/name', message: 'Too big', params: { origin: 'string', maximum: 255 } },
        { keyword: 'invalid_type', instancePath: '/group/description', message: 'Invalid input: expected string, received undefined' },
      ]),
    ).toEqual([
      { objectName: 'body', field: 'name', message: 'Size' },
      { objectName: 'body', field: 'group.description', message: 'NotNull' },
    ]);
  });

  it('lists every unknown key at its path', () => {
    expect(toFieldErrors('body', [{ keyword: 'unrecognized_keys', instancePath: '/', message: 'x', params: { keys: ['a', 'b'] } }])).toEqual([
      { objectName: 'body', field: 'a', message: 'Unknown' },
      { objectName: 'body', field: 'b', message: 'Unknown' },
    ]);
  });
});
