import { en } from './en.js';

type Catalogue = { [key: string]: string | Catalogue };

function lookup(messages: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates a dotted key, filling %{name} placeholders the way polyglot does.
 * A missing key comes back unchanged, so a gap shows up on screen instead of as an empty space.
 */
export function t(key: string, params: Record<string, string | number> = {}, messages: Catalogue = en): string {
  const message = lookup(messages, key);
  if (message === undefined) return key;
  return message.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}
