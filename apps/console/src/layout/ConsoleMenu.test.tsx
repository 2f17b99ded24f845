// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderInAdmin } from '../test/renderInAdmin.js';
import { ConsoleMenu } from './ConsoleMenu.js';

afterEach(cleanup);

describe('ConsoleMenu', () => {
  it.each([['CP_ADMIN'], ['ADMIN']])('offers the compass points report to %s', async (authority) => {
    renderInAdmin(<ConsoleMenu />, { authorities: [authority] });

    const item = await screen.findByRole('menuitem', { name: 'Compass Points Report' });
    expect(item.getAttribute('href')).toBe('/compass-points-report');
  });

  it('does not offer it to the operator', async () => {
    renderInAdmin(<ConsoleMenu />, { authorities: ['OPERATOR'] });

    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toBeTruthy());
    expect(screen.queryByRole('menuitem', { name: 'Compass Points Report' })).toBeNull();
  });
});
