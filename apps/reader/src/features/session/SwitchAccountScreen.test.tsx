// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { SwitchAccountScreen } from './SwitchAccountScreen.js';

afterEach(cleanup);

const entitlements = [
  { accountId: 200, accountName: 'Acme Engineering', accountNumber: '100200', accountSetting: { acronym: null } },
  { accountId: 300, accountName: 'Bell Research Labs', accountNumber: '100300', accountSetting: { acronym: null } },
];

describe('the switch-account screen', () => {
  it('says the address the session came from, as the session tells it, and selects the chosen account', async () => {
    const onSelect = vi.fn(async () => undefined);
    renderWithServices(<SwitchAccountScreen entitlements={entitlements} ipAddress="192.0.2.15" supportEmail="support@keystone.example" onSelect={onSelect} />, fakeServices({ signedIn: true }).services);
    // The address is isolated left to right, so an IPv6 address keeps its order inside an Arabic sentence.
    expect(screen.getByText('Your IP address: \u2066192.0.2.15\u2069')).toBeTruthy();
    expect(screen.queryByText('Your IP address: not known')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Select Bell Research Labs' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(300));
  });

  it('says the address is not known only when the session does not tell it', () => {
    renderWithServices(<SwitchAccountScreen entitlements={entitlements} ipAddress="" onSelect={async () => undefined} />, fakeServices({ signedIn: true }).services);
    expect(screen.getByText('Your IP address: not known')).toBeTruthy();
  });
});
