import { describe, expect, it } from 'vitest';
import { readFulltext } from '../../test/rfc-fulltext.js';
import { renderRfcHtml, type RfcHtmlInput } from './rfc-html.js';

/** The catalogue in these tests holds RFCs 2068, 2616, 3986, 7230, 9111 and 9112. */
const IN_CATALOGUE = new Set([2068, 2616, 3986, 7230, 9111, 9112]);
const knownContentCodes = (n: number) => (IN_CATALOGUE.has(n) ? `IETF-RFC${n}` : null);

function render(id: string, title: string): { html: string; text: string } {
  const { text, designation } = readFulltext(id);
  return { text, html: renderRfcHtml({ text, designation, title, contentCode: `IETF-${id}`, knownContentCodes }) };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** What a reader sees as text: our markup removed, page separators read back as form feeds. */
function visibleText(html: string): string {
  const main = /<main[^>]*>\n<pre class="rfc-page">\n([\s\S]*)<\/pre>\n<\/main>/.exec(html);
  if (!main) throw new Error('no <main><pre> in the page');
  return main[1]
    .split('</pre>\n<hr class="page-break">\n<pre class="rfc-page">\n')
    .join('\f')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot);/g, (e) => ENTITIES[e]);
}

describe('renderRfcHtml on RFC 9110', () => {
  const { html, text } = render('RFC9110', 'HTTP Semantics');

  it('is a whole HTML page with its own small style sheet', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>RFC 9110: HTTP Semantics</title>');
    expect(html).toMatch(/<style>[^<]*pre\.rfc-page\{[^<]*<\/style>/);
    expect(html).not.toMatch(/<link|<script|src=/);
  });

  it('shows the text exactly as published', () => {
    expect(visibleText(html)).toBe(text.replace(/\n$/, '') + '\n');
  });

  it('gives headings anchors, appendices included', () => {
    expect(html).toContain(
      '<span class="heading" id="section-15.5.5" role="heading" aria-level="4"><a class="selflink" href="#section-15.5.5">15.5.5.</a>  404 Not Found</span>',
    );
    expect(html).toContain('id="section-4.2.1"');
    expect(html).toContain('id="appendix-A"');
    expect(html).toContain('id="appendix-B.1"');
    expect(html).toContain('id="name-authors-addresses"');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links the table of contents to the headings', () => {
    expect(html).toContain('     <a href="#section-1.1">1.1.  Purpose</a>\n');
    expect(html).toContain('       <a href="#section-4.2.1">4.2.1.  http URI Scheme</a>\n');
    expect(html).toContain('   <a href="#appendix-A">Appendix A.  Collected ABNF</a>\n');
  });

  it('links "Section x" references to their anchors, but not sections of other documents', () => {
    expect(html).toContain('<a href="#section-5.6.7">Section 5.6.7</a>');
    // "Section 4.1 of [URI]" and "[URI], Section 4.1" are about RFC 3986, not this document.
    expect(html).toContain('see [URI], Section 4.1&gt;');
    expect(html).toMatch(/Section 4\.2\.2 of \[CACHING\]/);
  });

  it('links RFCs in the catalogue to their document page, in the top window', () => {
    expect(html).toContain('<a class="rfc-ref" href="/document?contentCode=IETF-RFC9111" target="_top">RFC 9111</a>');
    // The header's "Obsoletes:" list links the numbers that are in the catalogue.
    expect(html).toMatch(/^Obsoletes: 2818, <a class="rfc-ref" href="\/document\?contentCode=IETF-RFC7230" target="_top">7230<\/a>, 7231,/m);
    // RFC 7231 is not in this catalogue, and the document does not link to itself.
    expect(html).not.toContain('IETF-RFC7231');
    expect(html).not.toContain('contentCode=IETF-RFC9110');
  });

  it('escapes the text, so ABNF angle brackets stay text', () => {
    expect(html).toContain('     URI-reference = &lt;URI-reference, see [URI], Section 4.1&gt;');
    const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const tags = new Set([...body.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
    expect([...tags].sort()).toEqual(['a', 'main', 'pre', 'span'].sort());
  });
});

describe('renderRfcHtml on RFC 2616', () => {
  const { html, text } = render('RFC2616', 'Hypertext Transfer Protocol -- HTTP/1.1');

  it('turns each form feed into a page separator and keeps the page headers and footers', () => {
    const formFeeds = text.split('\f').length - 1;
    expect(html.split('<hr class="page-break">').length - 1).toBe(formFeeds);
    expect(html).toContain('Fielding, et al.            Standards Track                    [Page 99]\n</pre>');
    expect(visibleText(html)).toBe(text.replace(/\n$/, '') + '\n');
  });

  it('reads the old heading style and lower-case section references', () => {
    expect(html).toContain('<span class="heading" id="section-14.9" role="heading" aria-level="3"><a class="selflink" href="#section-14.9">14.9</a> Cache-Control</span>');
    expect(html).toContain('   <a href="#section-14.9">14.9  Cache-Control</a> ...');
    expect(html).toContain('(see <a href="#section-14.9">section 14.9</a>)');
  });

  it('links the RFC it obsoletes', () => {
    expect(html).toContain('Obsoletes: <a class="rfc-ref" href="/document?contentCode=IETF-RFC2068" target="_top">2068</a>');
    expect(html).toContain('an update to <a class="rfc-ref" href="/document?contentCode=IETF-RFC2068" target="_top">RFC 2068</a> [33]');
  });
});

describe('renderRfcHtml on made-up texts', () => {
  const base: RfcHtmlInput = { text: '', designation: 'RFC 1', title: 'T', contentCode: 'TEST-1', knownContentCodes };

  it('escapes markup in the text and in the title', () => {
    const html = renderRfcHtml({
      ...base,
      title: '<img src=x onerror=alert(1)>',
      contentCode: 'X"><script>',
      text: 'Say <script>alert("hi")</script> & <b>bold</b>\n',
    });
    expect(html).toContain('Say &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('<title>RFC 1: &lt;img src=x onerror=alert(1)&gt;</title>');
    expect(html).toContain('data-content-code="X&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('uses the content code it is given and writes all reference forms as links', () => {
    const html = renderRfcHtml({
      ...base,
      text: 'See [RFC9111], RFC 9112, RFC3986 and RFC-2616; not RFC 1234 or DOI 10.17487/RFC9111.\n',
      knownContentCodes: (n) => (n === 1234 ? null : `CODE-${n}`),
    });
    expect(html).toContain('See <a class="rfc-ref" href="/document?contentCode=CODE-9111" target="_top">[RFC9111]</a>,');
    expect(html).toContain('<a class="rfc-ref" href="/document?contentCode=CODE-9112" target="_top">RFC 9112</a>,');
    expect(html).toContain('<a class="rfc-ref" href="/document?contentCode=CODE-3986" target="_top">RFC3986</a>');
    expect(html).toContain('<a class="rfc-ref" href="/document?contentCode=CODE-2616" target="_top">RFC-2616</a>;');
    expect(html).toContain('not RFC 1234 or DOI 10.17487/RFC9111.');
  });

  it('links only sections that exist, each number of a list on its own', () => {
    const text = ['1.  One', '', '   See Sections 1 and 2, and Section 9.', '', '2.  Two', ''].join('\n');
    const html = renderRfcHtml({ ...base, text });
    expect(html).toContain('See <a href="#section-1">Sections 1</a> and <a href="#section-2">2</a>, and Section 9.');
  });

  it('shows typewriter overstrike as bold and underlined letters', () => {
    const html = renderRfcHtml({ ...base, text: 'T\bTo\bo be\n   from source _\bS to D\n' });
    expect(html).toContain('<b>To</b> be\n');
    expect(html).toContain('   from source <u>S</u> to D\n');
    expect(html).not.toContain('\b');
  });
});
