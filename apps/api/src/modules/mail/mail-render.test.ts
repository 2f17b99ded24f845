import { describe, expect, it } from 'vitest';
import { renderMessage, type MailContent, type Recipient } from './mail-render.js';

const look = { name: 'Keystone Standards Institute', logoUrl: null, color: '#13294b', supportEmail: 'help@keystone.example' };
const settings = { publicUrl: 'http://localhost:8080', secret: 'a'.repeat(64), from: 'Codex <no-reply@codex.local>' };
const FSI = '\u2068';
const PDI = '\u2069';

const groupMessage: MailContent = {
  kind: 'GROUP_MESSAGES',
  events: [{ type: 'group-message', group: { id: 7, name: 'Acme Inc.' }, from: { name: 'Ada Lovelace', email: 'ada@acme.example' }, subject: 'Audit', message: 'See RFC 8446.' }],
};

function render(to: Partial<Recipient>, content: MailContent = groupMessage) {
  return renderMessage({ look, settings, tenantId: 1, content, to: { userId: 3, email: 'grace@acme.example', name: 'Grace Hopper', locale: 'en', ...to } });
}

describe('renderMessage: names in a sentence written the other way', () => {
  it('sets a Latin name in an Arabic sentence in its own direction, in the text and the HTML', () => {
    const message = render({ locale: 'ar' });
    expect(message.text).toContain(`مرحبًا ${FSI}Grace Hopper${PDI}،`);
    expect(message.text).toContain(`كتب ${FSI}Ada Lovelace${PDI} إلى المجموعة ${FSI}Acme Inc.${PDI}:`);
    expect(message.html).toContain(`كتب ${FSI}Ada Lovelace${PDI} إلى المجموعة ${FSI}Acme Inc.${PDI}:`);
    // The support address is still a link, inside its isolate.
    expect(message.html).toContain(`${FSI}<a href="mailto:help@keystone.example">help@keystone.example</a>${PDI}`);
    // A subject with no words of its own ("[group] subject") takes its direction from the group's name, unchanged.
    expect(message.subject).toBe('[Acme Inc.] Audit');
  });

  it('leaves an English message with English names exactly as written, and isolates an Arabic name in it', () => {
    const english = render({ locale: 'en' });
    expect(english.text).toContain('Hello Grace Hopper,');
    expect(english.text).not.toMatch(/[\u2066-\u2069]/);
    expect(english.subject).toBe('[Acme Inc.] Audit');
    const arabicName = render({ locale: 'en', name: 'غريس' });
    expect(arabicName.text).toContain(`Hello ${FSI}غريس${PDI},`);
  });

  it('lays out what a person wrote in its own direction: an English message in an Arabic e-mail reads left to right', () => {
    const message = render({ locale: 'ar' });
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect(message.html).toContain('<p dir="auto"><strong>Audit</strong></p>');
    expect(message.html).toMatch(/<blockquote dir="auto"[^>]*>See RFC 8446\.<\/blockquote>/);
  });
});
