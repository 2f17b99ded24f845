// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mailPreviewHtml } from './mailPreview.js';

const sent = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>Grace shared RFC 9110 with you</title></head>
<body style="margin:0;background:#f4f5f7">
<div style="background:#0b3d6e;color:#fff;padding:14px 20px"><span style="vertical-align:middle">Keystone</span></div>
<p>Grace shared <b>RFC 9110</b> with you.</p>
</body></html>`;

/** The preview's document, as the frame would parse it. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('mailPreviewHtml', () => {
  it('moves every style attribute into one stylesheet with the nonce, so each element keeps its look', () => {
    const preview = parse(mailPreviewHtml(sent, 'bm9uY2U='));
    expect(preview.querySelectorAll('[style]')).toHaveLength(0);
    const sheets = [...preview.querySelectorAll('style')];
    expect(sheets).toHaveLength(1);
    expect(sheets[0].getAttribute('nonce')).toBe('bm9uY2U=');
    const rules = sheets[0].textContent ?? '';
    const ruleOf = (element: Element) => rules.split('\n').find((rule) => rule.startsWith(`[data-mail-style="${element.getAttribute('data-mail-style')}"]`));
    expect(ruleOf(preview.body)).toMatch(/margin: 0px;.*background: rgb\(244, 245, 247\)/);
    expect(ruleOf(preview.querySelector('div')!)).toMatch(/background: rgb\(11, 61, 110\);.*color: rgb\(255, 255, 255\);.*padding: 14px 20px/);
    expect(ruleOf(preview.querySelector('span')!)).toMatch(/vertical-align: middle/);
  });

  it('keeps the text and markup of the message', () => {
    const preview = parse(mailPreviewHtml(sent, 'n'));
    expect(preview.title).toBe('Grace shared RFC 9110 with you');
    expect(preview.querySelector('p')?.outerHTML).toBe('<p>Grace shared <b>RFC 9110</b> with you.</p>');
    expect(preview.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it("cannot be made to style more than its own element: an attribute's text is read as declarations", () => {
    const preview = parse(mailPreviewHtml('<p style="color:red} body{display:none">x</p>', 'n'));
    expect(preview.querySelector('style')?.textContent ?? '').not.toContain('display');
  });

  it("gives the message's own stylesheets the nonce, and adds nothing when there is no style attribute", () => {
    const preview = parse(mailPreviewHtml('<html><head><style>p{margin:0}</style></head><body><p>x</p></body></html>', 'n'));
    expect([...preview.querySelectorAll('style')].map((style) => style.getAttribute('nonce'))).toEqual(['n']);
  });
});
