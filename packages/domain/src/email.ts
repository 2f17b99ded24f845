import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * The spec's e-mail rule ("reading experience", section 5): the standard pattern, a local part (dotted atoms or a
 * quoted string), '@', then a domain whose top level has 2 or more letters, or an IPv4 literal in brackets
 * (`a@[127.0.0.1]`). A top level of digits only (`a@example.123`) is refused. The server's schemas, the reader and
 * the console all check addresses with this one rule.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Whether the text, trimmed, is an e-mail address by the spec's rule. */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  return address.length <= LIMITS.shortText && EMAIL_PATTERN.test(address);
}

/** An e-mail address in a request: trimmed, at most 255 characters, the spec's pattern (field error 'Email'). */
export const EmailAddress = z.string().trim().max(LIMITS.shortText).pipe(z.email({ pattern: EMAIL_PATTERN }));
