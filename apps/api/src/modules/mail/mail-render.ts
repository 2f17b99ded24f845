/**
 * Renders a message (HTML with a plain-text part) in the recipient's locale with the tenant's
 * branding. Every piece of user text is escaped before it goes into HTML, and what stands on its own (a message, its
 * subject, a note, a document's title and summary) takes its direction from its own first letter (`dir="auto"`).
 */
import type { NotificationKind } from '@codex/domain';
import type { MailSettings } from './mail-settings.js';
import { fill, mailTexts, type MailTexts } from './mail-texts.js';
import type { MailEvent } from './mail.types.js';
import { signUnsubscribe } from './unsubscribe-token.js';

export interface TenantLook {
  name: string;
  logoUrl: string | null;
  color: string;
  supportEmail: string | null;
}

export interface Recipient {
  userId: number;
  email: string;
  name: string;
  locale: string;
}

export type MailContent =
  /** One notice (kind) or a message sent regardless of preferences (kind null). */
  | { kind: NotificationKind | null; copy?: boolean; events: MailEvent[] }
  /** A digest of pending notices, grouped by kind. */
  | { digest: 'DAILY' | 'WEEKLY'; sections: { kind: NotificationKind; events: MailEvent[] }[] };

export interface RenderedMessage {
  locale: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A subject line never carries a line break (header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim().slice(0, 250);
}

function documentLink(settings: MailSettings, contentCode: string): string {
  return `${settings.publicUrl}/document?contentCode=${encodeURIComponent(contentCode)}`;
}

interface Block {
  html: string;
  text: string;
}

function documentList(settings: MailSettings, t: MailTexts, docs: { contentCode: string; title: string; designation: string | null; summary?: string; note?: string }[]): Block {
  const html = docs
    .map((d) => {
      const label = [d.designation, d.title].filter(Boolean).join(' — ');
      const summary = d.summary ? `<br><span dir="auto" style="color:#555">${escapeHtml(d.summary)}</span>` : '';
      const note = d.note ? `<br><strong dir="auto">${escapeHtml(d.note)}</strong>` : '';
      return `<li style="margin:0 0 8px"><a dir="auto" href="${escapeHtml(documentLink(settings, d.contentCode))}">${escapeHtml(label)}</a>${summary}${note}</li>`;
    })
    .join('');
  const text = docs
    .map((d) => `- ${[d.designation, d.title].filter(Boolean).join(' — ')}${d.summary ? `\n  ${d.summary}` : ''}${d.note ? `\n  ${d.note}` : ''}\n  ${t.open}: ${documentLink(settings, d.contentCode)}`)
    .join('\n');
  return { html: `<ul style="padding-inline-start:20px">${html}</ul>`, text };
}

function quote(message: string): Block {
  const html = `<blockquote dir="auto" style="margin:8px 0;padding:8px 12px;border-inline-start:3px solid #ccc;white-space:pre-wrap">${escapeHtml(message)}</blockquote>`;
  return { html, text: message.split('\n').map((l) => `> ${l}`).join('\n') };
}

/** A tracked change in the recipient's words, or its English summary when the kind has no text. */
function changeText(t: MailTexts, c: Extract<MailEvent, { type: 'tracking' }>['changes'][number]): string {
  const template = c.change ? t[`change.${c.change.kind}`] : undefined;
  if (!c.change || !template) return c.summary;
  return fill(template, { from: c.change.from ?? '', to: c.change.to ?? '', designation: c.change.relatedDesignation ?? '' });
}

/** A replaced document with compass points that can be carried to the new edition: how many (never 0). */
function carryNote(t: MailTexts, c: Extract<MailEvent, { type: 'tracking' }>['changes'][number]): string | undefined {
  if (!c.compassPoints || c.compassPoints.count <= 0) return undefined;
  return fill(t['tracking.compassPoints'], { count: c.compassPoints.count, designation: c.compassPoints.to });
}

function eventBlock(settings: MailSettings, t: MailTexts, event: MailEvent): Block {
  const parts: Block[] = [];
  const para = (s: string) => parts.push({ html: `<p>${escapeHtml(s)}</p>`, text: s });
  if (event.type === 'share') {
    para(event.group ? fill(t['share.introGroup'], { name: event.sharedBy.name, group: event.group.name }) : fill(t['share.intro'], { name: event.sharedBy.name }));
    parts.push(documentList(settings, t, event.documents));
    if (event.message) {
      para(t['share.message']);
      parts.push(quote(event.message));
    }
  } else if (event.type === 'group-message') {
    para(fill(t['group.intro'], { name: event.from.name, group: event.group.name }));
    parts.push({ html: `<p dir="auto"><strong>${escapeHtml(event.subject)}</strong></p>`, text: event.subject });
    parts.push(quote(event.message));
  } else if (event.type === 'seat-free') {
    para(fill(t['seat.intro'], { subscription: event.subscriptionName }));
    if (event.document) parts.push(documentList(settings, t, [event.document]));
    para(t['seat.note']);
  } else {
    para(t['tracking.intro']);
    parts.push(documentList(settings, t, event.changes.map((c) => ({ ...c, summary: changeText(t, c), note: carryNote(t, c) }))));
  }
  return { html: parts.map((p) => p.html).join('\n'), text: parts.map((p) => p.text).join('\n\n') };
}

function subjectOf(t: MailTexts, tenant: string, content: MailContent): string {
  if ('digest' in content) return fill(content.digest === 'DAILY' ? t['subject.digestDaily'] : t['subject.digestWeekly'], { tenant });
  const event = content.events[0];
  let subject: string;
  if (event.type === 'share') {
    subject = event.group ? fill(t['subject.shareGroup'], { name: event.sharedBy.name, group: event.group.name }) : fill(t['subject.share'], { name: event.sharedBy.name });
  } else if (event.type === 'group-message') {
    subject = fill(t['subject.groupMessage'], { group: event.group.name, subject: event.subject });
  } else if (event.type === 'seat-free') {
    subject = fill(t['subject.seatFree'], { subscription: event.subscriptionName });
  } else {
    subject = t['subject.tracking'];
  }
  return content.copy ? fill(t['subject.copy'], { subject }) : subject;
}

/** The whole message for one recipient. */
export function renderMessage(input: { look: TenantLook; to: Recipient; tenantId: number; settings: MailSettings; content: MailContent }): RenderedMessage {
  const { look, to, settings, content } = input;
  const { locale, texts: t } = mailTexts(to.locale);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const subject = oneLine(subjectOf(t, look.name, content));
  const body: Block[] = [{ html: `<p>${escapeHtml(fill(t.greeting, { name: to.name }))}</p>`, text: fill(t.greeting, { name: to.name }) }];
  let kinds: NotificationKind[] = [];
  if ('digest' in content) {
    body.push({ html: `<p>${escapeHtml(t['digest.intro'])}</p>`, text: t['digest.intro'] });
    for (const section of content.sections) {
      const heading = t[`digest.${section.kind}`];
      body.push({ html: `<h2 style="font-size:17px;margin:20px 0 8px;color:${look.color}">${escapeHtml(heading)}</h2>`, text: `== ${heading} ==` });
      for (const event of section.events) body.push(eventBlock(settings, t, event));
    }
    kinds = content.sections.map((s) => s.kind);
  } else {
    if (content.copy) body.push({ html: `<p style="color:#555"><em>${escapeHtml(t['copy.note'])}</em></p>`, text: t['copy.note'] });
    for (const event of content.events) body.push(eventBlock(settings, t, event));
    if (content.kind) kinds = [content.kind];
  }

  const headers: Record<string, string> = {};
  const footerHtml: string[] = [];
  const footerText: string[] = [];
  if (kinds.length) {
    const token = signUnsubscribe(settings.secret, { userId: to.userId, tenantId: input.tenantId, kinds });
    const unsubscribeUrl = `${settings.publicUrl}/api/mail/unsubscribe?token=${token}`;
    headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    const why = fill(t['footer.why'], { tenant: look.name });
    footerHtml.push(
      `${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t['footer.unsubscribe'])}</a> · <a href="${escapeHtml(`${settings.publicUrl}/my-account`)}">${escapeHtml(t['footer.preferences'])}</a>`,
    );
    footerText.push(why, `${t['footer.unsubscribe']}: ${unsubscribeUrl}`, `${t['footer.preferences']}: ${settings.publicUrl}/my-account`);
  }
  if (look.supportEmail) {
    const support = fill(t['footer.support'], { email: look.supportEmail });
    footerHtml.push(escapeHtml(support).replace(escapeHtml(look.supportEmail), `<a href="mailto:${escapeHtml(look.supportEmail)}">${escapeHtml(look.supportEmail)}</a>`));
    footerText.push(support);
  }

  const logo = look.logoUrl
    ? `<img src="${escapeHtml(look.logoUrl.startsWith('/') ? settings.publicUrl + look.logoUrl : look.logoUrl)}" alt="${escapeHtml(look.name)}" height="32" style="vertical-align:middle">`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:640px;margin:0 auto;background:#fff">
<div style="background:${look.color};color:#fff;padding:14px 20px;font-size:18px">${logo} <span style="vertical-align:middle">${escapeHtml(look.name)}</span></div>
<div style="padding:20px;font-size:15px;line-height:1.5">
${body.map((b) => b.html).join('\n')}
</div>
<div style="padding:14px 20px;border-top:1px solid #ddd;font-size:12px;color:#666;line-height:1.6">${footerHtml.join('<br>')}</div>
</div></body></html>`;
  const text = [look.name, '', ...body.map((b) => b.text), '', '--', ...footerText].join('\n');
  return { locale, subject, html, text, headers };
}
