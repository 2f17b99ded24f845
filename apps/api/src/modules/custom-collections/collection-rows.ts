/** The queries both sides of custom collections share: which documents an account may have, and how rows read. */
import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { currentSubscriptionsOf } from '../../db/current-subscriptions.js';
import { documents, subscriptions, users } from '../../db/schema/index.js';

/** The account subscribes today to the document's publisher, whole or through the document's collection (the entitlement rule). */
export function entitledDocument(accountId: number): SQL {
  return exists(
    sql`(select 1 from ${subscriptions} where ${and(
      currentSubscriptionsOf(accountId),
      eq(subscriptions.publisherId, documents.publisherId),
      or(isNull(subscriptions.collection), eq(subscriptions.collection, documents.category)),
    )})`,
  );
}

/**
 * Designations in reading order: the letters before the first number, then that number as a number, then the whole
 * designation ("RFC 9" before "RFC 10").
 */
export function designationOrder(direction: 'asc' | 'desc'): SQL[] {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return [
    sql`lower(regexp_replace(${documents.designation}, '[0-9].*$', '')) ${dir}`,
    sql`coalesce(nullif(substring(${documents.designation} from '[0-9]+'), '')::numeric, 0) ${dir}`,
    sql`lower(${documents.designation}) ${dir}`,
    sql`${documents.id} ${dir}`,
  ];
}

/** A user's name as the console shows who did something: first and last name, else the e-mail. */
export const userName = (user: { firstName: string | null; lastName: string | null; email: string | null } | null): string | null => {
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email || null;
};

export const userNameColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };
