import type { FieldError } from '@codex/domain';

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Turns zod issues (as reported by fastify-type-provider-zod) into the field errors the
 * clients read. Names follow Bean Validation, which the clients' translations expect:
 * strings and lists over or under their limits are 'Size', numbers 'Min'/'Max'.
 */
export function toFieldErrors(objectName: string, issues: IssueLike[]): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const p = issue.params ?? {};
    switch (issue.keyword) {
      case 'too_big':
      case 'too_small': {
        const numeric = p.origin === 'number' || p.origin === 'bigint';
        const message = numeric
          ? issue.keyword === 'too_big'
            ? Number.isInteger(p.maximum)
              ? 'Max'
              : 'DecimalMax'
            : Number.isInteger(p.minimum)
              ? 'Min'
              : 'DecimalMin'
          : p.origin === 'string' && issue.keyword === 'too_small' && p.minimum === 1
            ? 'NotBlank'
            : 'Size';
        out.push({ objectName, field, message });
        break;
      }
      case 'unrecognized_keys':
        for (const key of (p.keys as string[] | undefined) ?? []) {
          out.push({ objectName, field: field ? `${field}.${key}` : key, message: 'Unknown' });
        }
        break;
      case 'invalid_type':
        out.push({ objectName, field, message: /received undefined/.test(issue.message ?? '') ? 'NotNull' : 'Invalid' });
        break;
      case 'invalid_format':
        out.push({ objectName, field, message: p.format === 'email' ? 'Email' : 'Pattern' });
        break;
      case 'custom':
        out.push({ objectName, field, message: issue.message === 'Pattern' ? 'Pattern' : (issue.message ?? 'Invalid') });
        break;
      default:
        out.push({ objectName, field, message: issue.message === 'Pattern' ? 'Pattern' : 'Invalid' });
    }
  }
  return out;
}
