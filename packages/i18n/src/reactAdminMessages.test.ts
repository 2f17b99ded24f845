import fs from 'node:fs';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { mergeCatalogues } from './catalogue.js';
import { createConsoleI18nProvider } from './consoleI18nProvider.js';
import { LOCALES, type Locale } from './locales.js';
import { reactAdminPackageMessages } from './reactAdminMessages.js';
import type { Catalogue } from './translate.js';

const LOCALES_DIR = new URL('../locales/', import.meta.url);
const catalogueOf = (locale: Locale) => JSON.parse(fs.readFileSync(new URL(`${locale}.json`, LOCALES_DIR), 'utf8')) as Catalogue;

/** Every leaf of a catalogue as dotted key -> message. */
function flatten(node: Catalogue, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const english = flatten(englishMessages as unknown as Catalogue);
const placeholders = (message: string) => new Set(message.match(/%\{\w+\}/g) ?? []);

/** Messages that read the same in every language: a blank, and titles made only of the resource's and record's names. */
const SAME_IN_EVERY_LANGUAGE = ['ra.boolean.null', 'ra.page.list', 'ra.page.edit', 'ra.page.show'];
/** Words a language writes as English does. */
const SAME_WORD_IN: Partial<Record<Locale, string[]>> = {
  fr: ['ra.navigation.current_page'], // "Page %{page}"
  'fr-CA': ['ra.navigation.current_page'],
  de: ['ra.message.details'], // "Details"
  it: ['ra.boolean.false', 'ra.message.no', 'ra.auth.password'], // "No", "Password"
  es: ['ra.boolean.false', 'ra.message.no'], // "No"
  'es-ES': ['ra.boolean.false', 'ra.message.no'],
  tr: ['ra.configurable.SimpleForm.title'], // "Form"
};

/** Values react-admin passes beyond those its English message uses (DatagridHeaderCell: the field's label as is). */
const ALSO_PASSED: Record<string, string[]> = { 'ra.sort.sort_by': ['%{field}'] };

describe("react-admin's own messages (ra.*) in every locale", () => {
  it('has the English ones react-admin ships', () => {
    expect(english.size).toBeGreaterThan(150);
    expect(english.get('ra.action.save')).toBe('Save');
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en'))('%s', (locale) => {
    const ownRa = flatten({ ra: catalogueOf(locale).ra ?? {} } as Catalogue);

    it('translates every English message (package, then the catalogue laid over it)', async () => {
      const messages = flatten(mergeCatalogues(await reactAdminPackageMessages(locale), { ra: catalogueOf(locale).ra ?? {} } as Catalogue));
      const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...(SAME_WORD_IN[locale] ?? [])]);
      const untranslated = [...english].filter(([key, message]) => !allowed.has(key) && (messages.get(key) ?? message) === message).map(([key]) => key);
      expect(untranslated, `${locale}: ra messages still in English`).toEqual([]);
      const offered = (key: string) => new Set([...placeholders(english.get(key)!), ...(ALSO_PASSED[key] ?? [])]);
      const invented = [...messages].filter(([key, message]) => english.has(key) && [...placeholders(message)].some((p) => !offered(key).has(p))).map(([key]) => key);
      expect(invented, `${locale}: placeholders react-admin does not fill`).toEqual([]);
    });

    it('keeps every placeholder of a singular English message in what the catalogue writes', () => {
      // Plural messages may drop a form's placeholder (one-form languages have only the counted form); the packages'
      // own choices (French leaves %{name} out where its gender would be wrong) are theirs.
      const dropped = [...english]
        .filter(([key, message]) => !message.includes('||||') && ownRa.has(key) && [...placeholders(message)].some((p) => !placeholders(ownRa.get(key)!).has(p)))
        .map(([key]) => key);
      expect(dropped, `${locale}: placeholders dropped`).toEqual([]);
    });

    it("names no ra key react-admin does not have, and leaves none empty", () => {
      expect([...ownRa.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...ownRa].filter(([, message]) => message.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });

  it("speaks react-admin's messages in the locale the console switches to, with each language's plural forms", async () => {
    const provider = createConsoleI18nProvider({ loadCatalogue: async (locale) => catalogueOf(locale) });
    await provider.changeLocale('fr');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(provider.translate('ra.auth.email')).toBe('Adresse e-mail');
    await provider.changeLocale('de');
    expect(provider.translate('ra.action.save')).toBe('Speichern');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 31 })).toBe('1–25 von 31');
    await provider.changeLocale('ru');
    expect(provider.translate('ra.action.delete')).toBe('Удалить');
    expect(provider.translate('ra.guesser.empty.title')).toBe('Нет данных для отображения');
    await provider.changeLocale('ar');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('عنصران محددان');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 11 })).toBe('11 عنصرًا محددًا');
    await provider.changeLocale('ja');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 件を選択中');
    // Keys that read the same everywhere fall back to English's.
    expect(provider.translate('ra.boolean.null')).toBe('\u2003');
  });
});
