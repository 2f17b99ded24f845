import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who reads /management/prometheus (docs/adr/0062): the tenant's operator (the rule of every management endpoint,
 * management.policy.ts), or a scraper that sends the configured METRICS_TOKEN as its bearer token. Nobody else: an
 * anonymous caller or a wrong token is 401, a signed-in user without OPERATOR 403.
 */
export function carriesScrapeToken(configured: string | null, authorization: string | undefined): boolean {
  if (configured === null || authorization === undefined) return false;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) return false;
  // Compared as digests of equal length, in constant time: the answer tells nothing about how much of it matched.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(configured));
}
