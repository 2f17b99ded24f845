import { describe, expect, it } from 'vitest';
import { EmailAddress, isEmailAddress } from './email.js';

/** The spec's cases ("reading experience", section 5): a top level of 2 or more letters, or an IP literal. */
const accepted = ['ada@example.org', 'a@b.co', 'frances.allen@acme.example', 'first.last+tag@mail.example.com', 'a@[127.0.0.1]', '"quoted local"@example.org', ' ada@example.org '];
const refused = ['a@example.123', 'a@b.c', 'a@b.1', 'a@localhost', 'a@127.0.0.1', 'a@[127.0.0.1', 'a@[localhost]', 'plain', '@example.org', 'a@', 'a b@example.org', 'a..b@example.org', '.a@example.org', 'a@@example.org', ''];

describe('the e-mail rule', () => {
  it.each(accepted)('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(EmailAddress.safeParse(address).success).toBe(true);
  });

  it.each(refused)('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(EmailAddress.safeParse(address).success).toBe(false);
  });

  it('trims what it accepts and refuses more than 255 characters', () => {
    expect(EmailAddress.parse(' a@[127.0.0.1] ')).toBe('a@[127.0.0.1]');
    const long = `${'a'.repeat(244)}@example.org`;
    expect(long.length).toBe(256);
    expect(isEmailAddress(long)).toBe(false);
    expect(EmailAddress.safeParse(long).success).toBe(false);
  });

  it('reports a wrong address as an e-mail format problem (the API turns it into the field error Email)', () => {
    const result = EmailAddress.safeParse('a@example.123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_format', format: 'email' });
  });
});
