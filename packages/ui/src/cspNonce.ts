/**
 * The nonce the server gave this page for the style elements it may add (docs/adr/0045): the server writes it into
 * the meta tag that Vite's html.cspNonce puts in index.html, `<meta property="csp-nonce" nonce="…">`. Browsers hide a
 * nonce attribute's value once the page is parsed; the element's nonce property keeps it. Undefined where no server
 * gave one (tests, the development server).
 */
export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
