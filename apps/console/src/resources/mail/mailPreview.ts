/**
 * The HTML part of a message, made to look the same under the console's Content-Security-Policy (docs/adr/0042),
 * which the srcdoc frame it is shown in inherits: that policy refuses style attributes and admits a style element
 * only with the page's nonce. Each element's style attribute becomes a rule of one stylesheet carrying the nonce,
 * matched by a data attribute; the message's own style elements get the nonce too. Mails carry no other stylesheet,
 * so the rules win as the attributes did. The declarations are the browser's reading of each attribute, so a rule
 * cannot reach past its element.
 */
export function mailPreviewHtml(html: string, nonce: string | undefined): string {
  // A parsed document that is never shown: nothing in it loads or runs, and no policy applies to it.
  const document = new DOMParser().parseFromString(html, 'text/html');
  const rules: string[] = [];
  document.querySelectorAll<HTMLElement | SVGElement>('[style]').forEach((element, index) => {
    const declarations = element.style.cssText;
    element.removeAttribute('style');
    if (!declarations) return;
    element.setAttribute('data-mail-style', String(index));
    rules.push(`[data-mail-style="${index}"]{${declarations}}`);
  });
  if (rules.length > 0) {
    const sheet = document.createElement('style');
    sheet.textContent = rules.join('\n');
    document.head.append(sheet);
  }
  if (nonce) document.querySelectorAll('style').forEach((style) => style.setAttribute('nonce', nonce));
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}
