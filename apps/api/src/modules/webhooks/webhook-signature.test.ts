import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { newWebhookSecret, signatureHeader, standardWebhooksHeaders, standardWebhooksKey, verifySignature } from './webhook-signature.js';

const BODY = JSON.stringify({ id: 'd1', type: 'webhook.test', data: { message: 'é and "quotes"' } });
const now = () => Math.floor(Date.now() / 1000);

describe('Standard Webhooks signatures (docs/adr/0062)', () => {
  it('a new secret is whsec_ and 32 bytes of standard base64, which the library takes as it is', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(standardWebhooksKey(secret)).toHaveLength(32);
    const headers = standardWebhooksHeaders(secret, 'd1', now(), BODY);
    expect(headers['webhook-id']).toBe('d1');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('a secret made before, in base64url, signs with the same key: the receiver writes it in standard base64', () => {
    const key = randomBytes(32);
    // Bytes that spell - and _ in base64url, so the two spellings differ.
    key[0] = 0xfb;
    key[1] = 0xff;
    const old = `whsec_${key.toString('base64url')}`;
    expect(old).toMatch(/[-_]/);
    const headers = standardWebhooksHeaders(old, 'd2', now(), BODY);
    const converted = `whsec_${old.slice(6).replaceAll('-', '+').replaceAll('_', '/')}=`;
    expect(new Webhook(converted).verify(BODY, headers)).toEqual(JSON.parse(BODY));
    expect(Buffer.from(standardWebhooksKey(old))).toEqual(key);
    // And Codex-Signature still uses the secret as it is, as receivers of the previous release verify it.
    expect(verifySignature(old, signatureHeader(old, now(), BODY), BODY)).toBe(true);
  });

  it('refuses another secret, another body, another id and an old timestamp', () => {
    const secret = newWebhookSecret();
    const headers = standardWebhooksHeaders(secret, 'd3', now(), BODY);
    expect(() => new Webhook(newWebhookSecret()).verify(BODY, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(BODY.replace('test', 'tost'), headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(BODY, { ...headers, 'webhook-id': 'd4' })).toThrow(WebhookVerificationError);
    const old = standardWebhooksHeaders(secret, 'd3', now() - 3600, BODY);
    expect(() => new Webhook(secret).verify(BODY, old)).toThrow('Message timestamp too old');
  });

  it('a hand-written secret that is not base64 signs with its own bytes (the library\'s raw format)', () => {
    const headers = standardWebhooksHeaders('whsec_ada', 'd5', now(), BODY);
    expect(new Webhook('whsec_ada', { format: 'raw' }).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });
});
