import { describe, expect, it } from 'vitest';
import { Banner } from './tenant-config.js';

const banner = { text: 'Scheduled maintenance on Saturday.', 'start-date': '2026-01-01', 'end-date': '2026-12-31' };

describe('Banner', () => {
  it("takes the spec's text and dates alone, or with the text in other languages", () => {
    expect(Banner.safeParse(banner).success).toBe(true);
    const translated = { ...banner, translations: [{ lang: 'ar', text: 'صيانة مجدولة يوم السبت.' }, { lang: 'fr-CA', text: 'Entretien prévu samedi.' }] };
    expect(Banner.parse(translated)).toEqual(translated);
  });

  it('refuses a language the product does not speak, an empty translation and a language given twice', () => {
    const issues = (translations: unknown) => Banner.safeParse({ ...banner, translations }).error?.issues.map((i) => [i.path.join('.'), i.message.length > 0]);
    expect(issues([{ lang: 'xx', text: 'Texte' }])?.[0]?.[0]).toBe('translations.0.lang');
    expect(issues([{ lang: 'fr', text: '' }])?.[0]?.[0]).toBe('translations.0.text');
    const twice = Banner.safeParse({ ...banner, translations: [{ lang: 'fr', text: 'Un' }, { lang: 'fr', text: 'Deux' }] });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['translations', 'Duplicate']]);
  });
});
