import type { Locale } from './locales.js';
import type { Catalogue } from './translate.js';

/**
 * react-admin's own messages (`ra.*`) that a maintained ra-language-* package publishes for a locale, pinned to this
 * react-admin (docs/adr/0058). Each is loaded only when its locale is. Every other locale's `ra` messages, and what a
 * package leaves in English or lacks, are written in the locale's catalogue (locales/<locale>.json, key `ra`), which
 * is laid over the package.
 */
const PACKAGES: Partial<Record<Locale, () => Promise<unknown>>> = {
  fr: () => import('ra-language-french'),
  'fr-CA': () => import('ra-language-french'),
  ru: () => import('ra-language-russian'),
};

/** A package's messages, whether the bundler hands over the module's default or CommonJS's wrapped one. */
function messagesOf(module: unknown): Catalogue {
  let value = module as { default?: unknown; ra?: unknown };
  while (value && !value.ra && value.default) value = value.default as typeof value;
  return value && value.ra ? ({ ra: value.ra } as unknown as Catalogue) : {};
}

/** The `ra` messages the locale's package publishes; none (an empty catalogue) for a locale without one. */
export async function reactAdminPackageMessages(locale: Locale): Promise<Catalogue> {
  const load = PACKAGES[locale];
  return load ? messagesOf(await load()) : {};
}
