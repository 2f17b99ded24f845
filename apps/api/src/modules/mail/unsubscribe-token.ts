import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@codex/domain';

export interface UnsubscribeClaim {
  userId: number;
  tenantId: number;
  /** One kind for a notice; the kinds a digest carried for a digest. */
  kinds: NotificationKind[];
}

/** An unsubscribe token: user, tenant and kinds, signed with the server's mail secret (no expiry: links in old mail keep working). */
export function signUnsubscribe(secret: string, claim: UnsubscribeClaim): string {
  const body = Buffer.from(JSON.stringify([claim.userId, claim.tenantId, claim.kinds])).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaim | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [userId, tenantId, kinds] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    if (!Number.isInteger(userId) || !Number.isInteger(tenantId) || !Array.isArray(kinds) || kinds.length === 0) return null;
    if (!kinds.every((k) => (NOTIFICATION_KINDS as readonly unknown[]).includes(k))) return null;
    return { userId: userId as number, tenantId: tenantId as number, kinds: kinds as NotificationKind[] };
  } catch {
    return null;
  }
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');
}
