import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { cspHash, serializeCsp, serverPageDirectives } from '../../lib/content-security-policy.js';
import { users } from '../../db/schema/index.js';
import { escapeHtml } from './mail-render.js';
import { mailSettings } from './mail-settings.js';
import { fill, mailTexts } from './mail-texts.js';
import { changePreferences } from './preferences.service.js';
import { verifyUnsubscribe, type UnsubscribeClaim } from './unsubscribe-token.js';

export interface UnsubscribeTarget extends UnsubscribeClaim {
  login: string;
  langKey: string;
}

/** The user a token names, when the token is genuine and the user still belongs to its tenant. */
export async function unsubscribeTarget(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const claim = verifyUnsubscribe(mailSettings().secret, token);
  if (!claim) return null;
  const [user] = await db
    .select({ login: users.login, langKey: users.langKey })
    .from(users)
    .where(and(eq(users.id, claim.userId), eq(users.tenantId, claim.tenantId)));
  return user ? { ...claim, ...user } : null;
}

/** Turns the token's kinds OFF and records it. */
export async function unsubscribe(db: Db, target: UnsubscribeTarget, requestId: string): Promise<void> {
  const patch = Object.fromEntries(target.kinds.map((k) => [k, 'OFF' as const])) as Partial<Record<NotificationKind, 'OFF'>>;
  const { changed } = await changePreferences(db, target.userId, patch);
  await recordAudit(db, { tenantId: target.tenantId, principal: target.login, type: 'MAIL_UNSUBSCRIBED', data: { kinds: target.kinds, changed }, requestId });
}

const PAGE_STYLE =
  'body{font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#222;line-height:1.5}h1{font-size:22px}button{font-size:16px;padding:8px 18px;cursor:pointer}';

/** The unsubscribe page's Content-Security-Policy: its one stylesheet (by hash), its form to this origin, no framing. */
export const UNSUBSCRIBE_PAGE_POLICY = serializeCsp(serverPageDirectives({ styleSources: [cspHash(PAGE_STYLE)], images: ["'none'"] }));

/** The small page a person sees: the question with its button, the confirmation, or the invalid link. */
export function unsubscribePage(langKey: string, state: { kind: 'confirm'; token: string; kinds: NotificationKind[] } | { kind: 'done'; kinds: NotificationKind[] } | { kind: 'invalid' }): string {
  const { locale, texts: t } = mailTexts(langKey);
  const kinds = state.kind === 'invalid' ? '' : state.kinds.map((k) => t[`kind.${k}`]).join(', ');
  let body: string;
  if (state.kind === 'confirm') {
    body = `<p>${escapeHtml(fill(t['unsubscribe.confirm'], { kind: kinds }))}</p>
<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(state.token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t['unsubscribe.button'])}</button></form>`;
  } else if (state.kind === 'done') {
    body = `<p role="status">${escapeHtml(fill(t['unsubscribe.done'], { kind: kinds }))}</p>`;
  } else {
    body = `<p role="alert">${escapeHtml(t['unsubscribe.invalid'])}</p>`;
  }
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t['unsubscribe.title'])}</title>
<style>${PAGE_STYLE}</style></head>
<body><h1>${escapeHtml(t['unsubscribe.title'])}</h1>
${body}
</body></html>`;
}
