// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Loading } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleTheme } from './theme';

describe('the console theme', () => {
  afterEach(() => void vi.useRealTimers());

  it("writes the loading screen's message in the secondary text colour, not the disabled grey", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const theme = createTheme(createConsoleTheme({ primaryColor: '#1a4b8c', secondaryColor: '#8c1a4b' } as Parameters<typeof createConsoleTheme>[0]));
    render(
      <ThemeProvider theme={theme}>
        <Loading />
      </ThemeProvider>,
    );
    await vi.advanceTimersByTimeAsync(1_100);
    const message = (await screen.findByRole('progressbar')).closest('.RaLoading-message') as HTMLElement;
    expect(getComputedStyle(message).color).toBe('rgba(0, 0, 0, 0.6)');
    expect(theme.palette.text.secondary).toBe('rgba(0, 0, 0, 0.6)');
  });
});
