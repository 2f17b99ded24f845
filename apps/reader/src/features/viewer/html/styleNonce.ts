/**
 * A frame shown through srcdoc has the reader's Content-Security-Policy (docs/adr/0045), whose style-src admits a
 * style element only with the page's nonce. The renditions and redlines are written by our own renderer, with their
 * one stylesheet in the head and every piece of text escaped; the stylesheets of the head get the nonce, nothing else.
 */
export function withStyleNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return html;
  return html.slice(0, headEnd).replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`) + html.slice(headEnd);
}
