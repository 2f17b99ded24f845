/** A style attribute inside a start tag: the server's mail renderer writes every attribute double-quoted and escaped. */
const STYLE_ATTRIBUTE = /(<[a-zA-Z][^<>]*?)\sstyle="([^"]*)"/g;
/** Where a stylesheet goes: before the end of the head, else at the very start. */
const HEAD_END = /<\/head\s*>/i;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * The HTML part of a message, made to look the same under the console's Content-Security-Policy (docs/adr/0045),
 * which the srcdoc frame it is shown in inherits: that policy refuses style attributes (even while a DOMParser reads
 * them) and admits a style element only with the page's nonce. So the text is rewritten, never parsed here: each
 * style attribute becomes a rule of one stylesheet carrying the nonce, matched by a data attribute, and the message's
 * own style elements get the nonce too. Mails carry no other stylesheet, so the rules win as the attributes did. A
 * declaration that could reach past its rule (a brace, an angle bracket, a backslash) is left out.
 */
export function mailPreviewHtml(html: string, nonce: string | undefined): string {
  const rules: string[] = [];
  const rewritten = html.replace(STYLE_ATTRIBUTE, (_match, tagStart: string, value: string) => {
    const declarations = decodeEntities(value).trim();
    if (!declarations || /[{}<>\\]/.test(declarations)) return tagStart;
    rules.push(`[data-mail-style="${rules.length}"]{${declarations}}`);
    return `${tagStart} data-mail-style="${rules.length - 1}"`;
  });
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const withNonces = nonce ? rewritten.replace(/<style(?=[\s>])/gi, `<style${nonceAttribute}`) : rewritten;
  if (rules.length === 0) return withNonces;
  const sheet = `<style${nonceAttribute}>\n${rules.join('\n')}\n</style>`;
  const headEnd = withNonces.search(HEAD_END);
  return headEnd < 0 ? `${sheet}${withNonces}` : `${withNonces.slice(0, headEnd)}${sheet}${withNonces.slice(headEnd)}`;
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
    if (name) return ENTITIES[name.toLowerCase()] ?? entity;
    const codePoint = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}
