import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_TYPES } from '@codex/domain';
import { en } from './en.js';
import { LANGUAGE_NAMES, LOCALES } from './locales.js';
import type { Catalogue } from './translate.js';

const LOCALES_DIR = new URL('../locales/', import.meta.url);

/** Every leaf of a catalogue as dotted key -> message. */
function flatten(node: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const placeholders = (message: string) => (message.match(/%\{\w+\}/g) ?? []).sort();
const english = flatten(en);

describe('locale catalogues', () => {
  it('exist for every supported locale, each named in its own language', () => {
    for (const locale of LOCALES) {
      expect(fs.existsSync(new URL(`${locale}.json`, LOCALES_DIR)), `locales/${locale}.json`).toBe(true);
      expect(LANGUAGE_NAMES[locale]).toBeTruthy();
    }
  });

  it("names every audit type in the console's type list (the other locales follow English's keys)", () => {
    expect(AUDIT_TYPES.filter((type) => !english.has(`console.audits.types.${type}`))).toEqual([]);
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const file = new URL(`${locale}.json`, LOCALES_DIR);
    // A missing file reads as an empty catalogue, so the test names every key it lacks.
    const messages = flatten(fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue) : {});

    it('has every key English has', () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      expect(missing, `${locale}.json lacks these keys`).toEqual([]);
    });

    it('has no key English does not have', () => {
      // react-admin's own messages (ra.*) have English in ra-language-english; reactAdminMessages.test.ts checks them.
      const extra = [...messages.keys()].filter((key) => !english.has(key) && !key.startsWith('ra.'));
      expect(extra, `${locale}.json has keys English does not`).toEqual([]);
    });

    it('keeps every %{placeholder} of the English message', () => {
      const altered = [...english]
        .filter(([key, message]) => messages.has(key) && placeholders(messages.get(key)!).join() !== placeholders(message).join())
        .map(([key]) => key);
      expect(altered, `${locale}.json drops or alters the placeholders of`).toEqual([]);
    });

    it('leaves no message empty', () => {
      const empty = [...messages].filter(([, message]) => message.trim() === '').map(([key]) => key);
      expect(empty, `${locale}.json has empty messages`).toEqual([]);
    });
  });
});
