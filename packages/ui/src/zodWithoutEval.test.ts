import { describe, expect, it, vi } from 'vitest';
import './zodWithoutEval.js';
import { globalConfig } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without eval', () => {
  it('is the configuration zod reads: its object parsers are not compiled with new Function', () => {
    expect(globalConfig.jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
