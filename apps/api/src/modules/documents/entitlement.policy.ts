import type { Principal } from '../../plugins/auth.js';

/** A subscription the selected account holds today: a whole publisher (collection null) or one collection of it. */
export interface CurrentSubscription {
  publisherId: number;
  collection: string | null;
}

/** What the rule needs to know about a document. */
export interface EntitledDocument {
  publisherId: number;
  /** The document's collection inside its publisher (a NIST series such as "SP 800"); null when it has none. */
  category: string | null;
  downloadable: boolean;
}

/**
 * A principal may read a document's content when the account it acts for (IP sessions included)
 * subscribes today to the document's publisher, either whole or through the document's collection.
 * Without a selected account nobody is entitled. `subscriptions` are the selected account's.
 */
export function canReadContent(principal: Principal | null, document: EntitledDocument, subscriptions: CurrentSubscription[]): boolean {
  if (!principal || principal.accountId === null) return false;
  return subscriptions.some(
    (s) => s.publisherId === document.publisherId && (s.collection === null || s.collection === document.category),
  );
}

/** Downloads need the reading entitlement and a document the publisher lets us hand out as a file. */
export function canDownload(principal: Principal | null, document: EntitledDocument, subscriptions: CurrentSubscription[]): boolean {
  return document.downloadable && canReadContent(principal, document, subscriptions);
}
