import { describe, expect, it } from 'vitest';
import { withStyleNonce } from './styleNonce.js';

const rendition = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>RFC 9110: HTTP Semantics</title>
<style>pre{margin:0}</style>
</head>
<body>
<main><pre>An example: &lt;style&gt;body{}&lt;/style&gt;</pre><style>p{color:red}</style></main>
</body>
</html>`;

describe('withStyleNonce', () => {
  it("gives the head's stylesheet the page's nonce", () => {
    expect(withStyleNonce(rendition, 'abc+/=')).toContain('<style nonce="abc+/=">pre{margin:0}</style>');
  });

  it('leaves the body alone: a style element there stays without a nonce, escaped text stays text', () => {
    const html = withStyleNonce(rendition, 'abc');
    expect(html).toContain('<main><pre>An example: &lt;style&gt;body{}&lt;/style&gt;</pre><style>p{color:red}</style></main>');
    expect(html.match(/nonce=/g)).toHaveLength(1);
  });

  it('changes nothing without a nonce or without a head', () => {
    expect(withStyleNonce(rendition, undefined)).toBe(rendition);
    expect(withStyleNonce('<p>no head</p><style>p{}</style>', 'abc')).toBe('<p>no head</p><style>p{}</style>');
  });
});
