import type { TenantUiConfig } from '@codex/data';
import { leftToRight } from '@codex/i18n';

/** How the tenant is reached, as its no-access, no-PDF and feature messages name it (content-access-messages). */
export interface TenantContacts {
  tenantName: string;
  supportEmail: string;
  /** The access messages' own phone where the tenant set one, else the tenant's; '' when it has none. */
  supportPhone: string;
  salesLink: string;
  /** The tenant's own no-access message key, used when the catalogue has it. */
  noAccessKey?: string;
}

/** The tenant's contacts for the access messages (spec section 8). */
export function tenantContacts(tenant: TenantUiConfig): TenantContacts {
  const messages = tenant['content-access-messages'];
  return {
    tenantName: tenant.tenantName,
    supportEmail: tenant.supportEmail,
    supportPhone: messages?.['support-phone'] ?? tenant.supportPhone ?? '',
    salesLink: messages?.['sales-link'] ?? '',
    noAccessKey: messages?.['content-no-access-i18n-key'],
  };
}

/**
 * The contacts as a message's parameters. The phone number is isolated left to right: inside an Arabic sentence its
 * groups of digits would otherwise be laid out in reverse (+1 610 555 0100 read as 0100 555 610 +1).
 */
export function contactMessageParams(contacts: Pick<TenantContacts, 'tenantName' | 'supportEmail' | 'supportPhone'>) {
  return {
    tenantName: contacts.tenantName,
    supportEmail: contacts.supportEmail,
    supportPhone: contacts.supportPhone ? leftToRight(contacts.supportPhone) : '',
  };
}
