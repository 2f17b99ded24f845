// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConsoleApp } from '../../ConsoleApp.js';
import { signedInServices } from '../../test/fakeServices.js';

afterEach(cleanup);

describe('CustomCollectionCreate', () => {
  it('names the page with the singular: Create Custom collection', async () => {
    window.history.replaceState(null, '', '/admin/customCollections/create');
    render(<ConsoleApp services={signedInServices(['ADMIN']).services} />);
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeTruthy();
    expect(await screen.findByText('Create Custom collection')).toBeTruthy();
    expect(screen.queryByText(/Create Custom collections/)).toBeNull();
    // The menu keeps the plural.
    expect(screen.getByRole('menuitem', { name: 'Custom collections' })).toBeTruthy();
  });
});
