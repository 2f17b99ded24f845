// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mailPreviewHtml } from './mailPreview.js';

/** A message as the server's mail renderer writes it. */
const sent = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Grace shared RFC 9110 with you</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif">
<div style="background:#0b3d6e;color:#fff;padding:14px 20px"><img src="http://localhost:8080/branding/keystone.svg" alt="Keystone &quot;Compass&quot;" height="32" style="vertical-align:middle"> <span style="vertical-align:middle">Keystone</span></div>
<p>Grace shared <b>RFC 9110</b> with you: a style="color:red" example &lt;style&gt;.</p>
<blockquote style="margin:8px 0;border-inline-start:3px solid #ccc;font-family:&quot;Segoe UI&quot;">Have a look</blockquote>
</body></html>`;

/** The preview as the frame would read it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The declarations the preview's stylesheet gives an element. */
function ruleOf(preview: Document, element: Element): string | undefined {
  const rules = (preview.querySelector('style')?.textContent ?? '').split('\n');
  return rules.find((rule) => rule.startsWith(`[data-mail-style="${element.getAttribute('data-mail-style')}"]{`));
}

describe('mailPreviewHtml', () => {
  it('moves every style attribute into one stylesheet in the head, with the nonce, so each element keeps its look', () => {
    const html = mailPreviewHtml(sent, 'bm9uY2U=');
    expect(html).not.toMatch(/<[^>]*\sstyle="/);
    const preview = parse(html);
    const sheets = [...preview.querySelectorAll('style')];
    expect(sheets).toHaveLength(1);
    expect(sheets[0].parentElement?.tagName).toBe('HEAD');
    expect(sheets[0].getAttribute('nonce')).toBe('bm9uY2U=');
    expect(ruleOf(preview, preview.body)).toBe('[data-mail-style="0"]{margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif}');
    expect(ruleOf(preview, preview.querySelector('div')!)).toContain('{background:#0b3d6e;color:#fff;padding:14px 20px}');
    expect(ruleOf(preview, preview.querySelector('img')!)).toContain('{vertical-align:middle}');
    expect(ruleOf(preview, preview.querySelector('blockquote')!)).toContain('font-family:"Segoe UI"}');
  });

  it('keeps the text, the other attributes and the markup of the message', () => {
    const preview = parse(mailPreviewHtml(sent, 'n'));
    expect(preview.title).toBe('Grace shared RFC 9110 with you');
    expect(preview.querySelector('p')?.textContent).toBe('Grace shared RFC 9110 with you: a style="color:red" example <style>.');
    expect(preview.querySelector('img')?.getAttribute('alt')).toBe('Keystone "Compass"');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('http://localhost:8080/branding/keystone.svg');
    expect(preview.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('leaves out a declaration that could style more than its own element', () => {
    const html = mailPreviewHtml('<p style="color:red} body{display:none">x</p><p style="color:&#x7d; body&#123;display:none">y</p>', 'n');
    expect(html).not.toContain('display');
    expect(html).toBe('<p>x</p><p>y</p>');
  });

  it("gives the message's own stylesheets the nonce, and adds none when there is no style attribute", () => {
    const preview = parse(mailPreviewHtml('<html><head><style>p{margin:0}</style></head><body><p>x</p></body></html>', 'n'));
    expect([...preview.querySelectorAll('style')].map((style) => style.getAttribute('nonce'))).toEqual(['n']);
  });
});
