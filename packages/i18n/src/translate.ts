import { en } from './en.js';

export type Catalogue = { [key: string]: string | Catalogue };

function lookup(messages: Catalogue | undefined, key: string): string | undefined {
  // A catalogue still loading, or a key computed from data, must never take the page down.
  if (!messages || typeof key !== 'string') return undefined;
  let node: string | Catalogue | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fill(message: string, params: Record<string, string | number>): string {
  return message.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

/**
 * Translates a dotted key, filling %{name} placeholders the way polyglot does.
 * A missing key comes back unchanged, so a gap shows up on screen instead of as an empty space.
 */
export function t(key: string, params: Record<string, string | number> = {}, messages: Catalogue = en): string {
  const message = lookup(messages, key);
  return message === undefined ? key : fill(message, params);
}

/**
 * Like `t`, but a key the locale's catalogue lacks is taken from the fallback (English);
 * only a key missing from both comes back raw.
 */
export function translate(key: string, params: Record<string, string | number> = {}, messages: Catalogue, fallback: Catalogue = en): string {
  const message = lookup(messages, key) ?? lookup(fallback, key);
  return message === undefined ? key : fill(message, params);
}
