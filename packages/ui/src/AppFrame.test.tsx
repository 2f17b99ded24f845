// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { AppFrame } from './AppFrame.js';
import { createTenantTheme } from './theme.js';

const branding = { productName: 'Keystone Library', logoUrl: '/logo.svg', primaryColor: '#123456', secondaryColor: '#abcdef' };

function renderFrame(userName?: string) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={createTenantTheme(branding)}>
        <AppFrame branding={branding} userName={userName}>
          <p>Page body</p>
        </AppFrame>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('AppFrame', () => {
  it('shows the product name linking home, the page and the user name', () => {
    renderFrame('Ada Lovelace');

    expect(screen.getByRole('link', { name: 'Keystone Library' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').textContent).toBe('Page body');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('cuts a long user name in the top bar', () => {
    renderFrame('Augusta Ada King, Countess of Lovelace, née Byron');

    expect(screen.getByTestId('header-user-name').textContent).toBe('Augusta Ada King, Countess of Lovelace, …');
  });

  it('shows no name for anonymous visitors', () => {
    renderFrame();

    expect(screen.queryByTestId('header-user-name')).toBeNull();
  });
});

describe('createTenantTheme', () => {
  it('takes the tenant colours', () => {
    const theme = createTenantTheme(branding);
    expect(theme.palette.primary.main).toBe('#123456');
    expect(theme.palette.secondary.main).toBe('#abcdef');
  });
});
