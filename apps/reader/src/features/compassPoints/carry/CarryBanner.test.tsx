// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AccountSession } from '@codex/domain';
import { adaAccount, fakeServices } from '../../../test/fakeServices.js';
import { renderWithServices } from '../../../test/renderWithServices.js';
import { CarryBanner } from './CarryBanner.js';
import { rfc7231Preview } from '../../../test/carryFixtures.js';
import { carryableCount, mayOfferCarry } from './carryRules.js';

afterEach(cleanup);

const frances = { ...adaAccount, compassPointFlag: true } as unknown as AccountSession;
const replaced = { contentId: 7231, replacedByContentCode: 'IETF-RFC9110', hasActivatedCompassPoint: true };
const previewRoute = (data = rfc7231Preview) => ({ 'GET /api/v1/compasspoint/carry': () => ({ status: 200, data }) });

describe('the carry banner on a replaced document', () => {
  it('says how many compass points can be carried and opens the dialog', async () => {
    const fake = fakeServices({ signedIn: true, routes: previewRoute() });
    renderWithServices(<CarryBanner metadata={replaced} account={frances} />, fake.services);
    expect(await screen.findByText('This edition is replaced by RFC 9110. 3 compass points can be carried.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carry compass points' }));
    expect(screen.getByRole('heading', { name: 'Carry compass points to RFC 9110' })).toBeTruthy();
  });

  it('says it in the singular for one', async () => {
    const one = { ...rfc7231Preview, compassPoints: rfc7231Preview.compassPoints.slice(0, 1) };
    renderWithServices(<CarryBanner metadata={replaced} account={frances} />, fakeServices({ signedIn: true, routes: previewRoute(one) }).services);
    expect(await screen.findByText('This edition is replaced by RFC 9110. 1 compass point can be carried.')).toBeTruthy();
  });

  it('stays hidden when none can be carried', async () => {
    const none = { ...rfc7231Preview, compassPoints: rfc7231Preview.compassPoints.slice(3) };
    const fake = fakeServices({ signedIn: true, routes: previewRoute(none) });
    renderWithServices(<CarryBanner metadata={replaced} account={frances} />, fake.services);
    await waitFor(() => expect(fake.calls).toContain('GET /api/v1/compasspoint/carry'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not ask for users without compass points or on a document that is not replaced', () => {
    const fake = fakeServices({ signedIn: true, routes: previewRoute() });
    renderWithServices(<CarryBanner metadata={replaced} account={{ ...frances, userType: 'COMPANY' } as AccountSession} />, fake.services);
    renderWithServices(<CarryBanner metadata={{ ...replaced, replacedByContentCode: null }} account={frances} />, fake.services);
    renderWithServices(<CarryBanner metadata={replaced} account={{ ...frances, compassPointFlag: false }} />, fake.services);
    renderWithServices(<CarryBanner metadata={{ ...replaced, hasActivatedCompassPoint: false }} account={frances} />, fake.services);
    expect(fake.calls).not.toContain('GET /api/v1/compasspoint/carry');
  });
});

describe('carry rules', () => {
  it('offers carrying only to individuals with compass points on a replaced document with compass points', () => {
    expect(mayOfferCarry(frances, replaced)).toBe(true);
    expect(mayOfferCarry(null, replaced)).toBe(false);
    expect(mayOfferCarry({ userType: 'COMPANY', compassPointFlag: true }, replaced)).toBe(false);
  });

  it('counts those found and not carried yet', () => {
    expect(carryableCount(rfc7231Preview)).toBe(3);
    expect(carryableCount(null)).toBe(0);
  });
});
