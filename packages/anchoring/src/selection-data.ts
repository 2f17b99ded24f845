/**
 * The spec's selectionData: XML-like text with a contents element holding the selected text,
 * `<selection><contents>…</contents></selection>`, the text escaped as XML character data.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function toSelectionData(exact: string): string {
  return `<selection><contents>${exact.replace(/[&<>"']/g, (c) => ESCAPES[c])}</contents></selection>`;
}

/**
 * The selected text of a selectionData string, or null when it has no well-formed contents element or an unknown
 * entity. Accepts attributes and whitespace around the elements, and numeric character references.
 */
export function fromSelectionData(xml: string): string | null {
  const match = /^\s*<selection(?:\s[^>]*)?>\s*<contents(?:\s[^>]*)?>([^<]*)<\/contents>\s*<\/selection>\s*$/.exec(xml);
  if (!match) return null;
  let valid = true;
  const text = match[1].replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (whole, entity: string | undefined) => {
    const decoded = entity ? decodeEntity(entity) : null;
    if (decoded === null) valid = false;
    return decoded ?? whole;
  });
  return valid ? text : null;
}

function decodeEntity(entity: string): string | null {
  if (entity.startsWith('#')) {
    const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return NAMED[entity] ?? null;
}
