import { newCspNonce, serializeCsp, serverPageDirectives } from '../../lib/content-security-policy.js';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface Branding {
  productName: string;
  tenantName: string;
  /** #rrggbb, validated by the tenant configuration schema. */
  primaryColor: string;
}

const NEUTRAL: Branding = { productName: 'Codex', tenantName: 'Codex', primaryColor: '#24476b' };

const safeColor = (value: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : NEUTRAL.primaryColor);

function styles(primary: string): string {
  return `
:root{--primary:${safeColor(primary)}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f3f4f6;color:#1f2328;line-height:1.5}
main{max-width:26rem;margin:0 auto;padding:2.5rem 1rem}
.card{background:#fff;border-radius:8px;border-top:4px solid var(--primary);box-shadow:0 1px 3px rgba(0,0,0,.18);padding:1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}
.tenant{margin:0 0 1.25rem;color:#4b5563}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{display:block;width:100%;font:inherit;font-size:1rem;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:4px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
button{display:block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;font:inherit;font-weight:600;font-size:1rem;color:#fff;background:var(--primary);border:0;border-radius:4px;cursor:pointer}
button.secondary{margin-top:.75rem;background:transparent;color:var(--primary);text-decoration:underline;padding:.5rem}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b42318;background:#fef3f2;color:#7a271a}
a{color:var(--primary)}
`;
}

interface Page {
  title: string;
  branding?: Branding;
  body: string;
  nonce: string;
}

function layout({ title, branding = NEUTRAL, body, nonce }: Page): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(branding.productName)}</title>
<style nonce="${nonce}">${styles(branding.primaryColor)}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  branding: Branding;
  /** Where the form posts (the interaction URL). */
  action: string;
  /** Where the Cancel form posts. */
  cancelAction: string;
  username?: string;
  error?: string;
}

/** The sign-in form: works without JavaScript, labelled fields, the error announced to screen readers. */
export function renderLoginPage(input: LoginPageInput): { html: string; nonce: string } {
  const nonce = newCspNonce();
  const { branding, error } = input;
  const describedBy = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const body = `<h1>Sign in to ${escapeHtml(branding.productName)}</h1>
<p class="tenant">${escapeHtml(branding.tenantName)}</p>
${error ? `<p class="alert" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${escapeHtml(input.username ?? '')}"${describedBy}${input.username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="500"${describedBy}${input.username ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(input.cancelAction)}">
<button type="submit" class="secondary">Cancel</button>
</form>`;
  return { html: layout({ title: 'Sign in', branding, body, nonce }), nonce };
}

export interface MessagePageInput {
  title: string;
  message: string;
  branding?: Branding;
  link?: { href: string; text: string };
  /** Trusted markup appended after the message (the provider's own logout form). */
  extraHtml?: string;
}

/** A short page with a heading and one message: expired sign-in, unknown tenant, sign-out. */
export function renderMessagePage(input: MessagePageInput): { html: string; nonce: string } {
  const nonce = newCspNonce();
  const body = `<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.message)}</p>
${input.extraHtml ?? ''}
${input.link ? `<p><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.text)}</a></p>` : ''}`;
  return { html: layout({ title: input.title, branding: input.branding, body, nonce }), nonce };
}

/** Headers for our HTML pages: no framing, no caching, inline style only with the page's nonce (docs/adr/0045). */
export function pageSecurityHeaders(nonce: string, formTargets: string[] = []): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(serverPageDirectives({ styleSources: [`'nonce-${nonce}'`], formTargets })),
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
