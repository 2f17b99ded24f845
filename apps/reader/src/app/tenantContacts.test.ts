import { describe, expect, it } from 'vitest';
import type { TenantUiConfig } from '@codex/data';
import { contactMessageParams, tenantContacts } from './tenantContacts.js';
import { tenantConfig } from '../test/fakeServices.js';

const tenant = tenantConfig as unknown as TenantUiConfig;

describe('tenantContacts', () => {
  it("takes the tenant's name, e-mail and phone when its configuration carries no access messages", () => {
    const withoutMessages = { ...tenant, 'content-access-messages': undefined } as unknown as TenantUiConfig;
    expect(tenantContacts(withoutMessages)).toEqual({
      tenantName: 'Keystone Standards Institute',
      supportEmail: 'support@keystone.example',
      supportPhone: '+1 555 0100',
      salesLink: '',
      noAccessKey: undefined,
    });
  });

  it("prefers the access messages' phone, sales link and message key", () => {
    const contacts = tenantContacts({
      ...tenant,
      'content-access-messages': { 'content-no-access-i18n-key': 'tenant.noAccess', 'support-phone': '+44 20 7946 0000', 'sales-link': 'https://keystone.example/sales' },
    });
    expect(contacts).toMatchObject({ supportPhone: '+44 20 7946 0000', salesLink: 'https://keystone.example/sales', noAccessKey: 'tenant.noAccess' });
  });
});

describe('contactMessageParams', () => {
  it('isolates the phone left to right for the sentence, and leaves the name and e-mail as they are', () => {
    expect(contactMessageParams({ tenantName: 'Keystone', supportEmail: 'support@keystone.example', supportPhone: '+1 610 555 0100' })).toEqual({
      tenantName: 'Keystone',
      supportEmail: 'support@keystone.example',
      supportPhone: '\u2066+1 610 555 0100\u2069',
    });
  });

  it('gives an empty phone when the tenant has none, with nothing invisible to show', () => {
    expect(contactMessageParams({ tenantName: 'Keystone', supportEmail: 'support@keystone.example', supportPhone: '' }).supportPhone).toBe('');
  });
});
