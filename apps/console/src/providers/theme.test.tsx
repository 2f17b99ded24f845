// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
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

  it('leaves out transitions and ripples for a user whose system asks for less motion, and outlines a focused control', () => {
    const branding = { primaryColor: '#1a4b8c', secondaryColor: '#8c1a4b' } as Parameters<typeof createConsoleTheme>[0];
    const usual = createTheme(createConsoleTheme(branding));
    const quiet = createTheme(createConsoleTheme(branding, { reducedMotion: true }));
    expect(usual.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(quiet.transitions.duration.enteringScreen).toBe(0);
    expect(quiet.transitions.duration.leavingScreen).toBe(0);
    const button = (theme: typeof usual, name: string) => {
      render(
        <ThemeProvider theme={theme}>
          <Button>{name}</Button>
        </ThemeProvider>,
      );
      const pressed = screen.getByRole('button', { name });
      // MUI makes a button's ripple when it is first pressed.
      act(() => void fireEvent.mouseDown(pressed));
      return pressed;
    };
    expect(button(usual, 'Save').querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(button(quiet, 'Save quietly').querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(JSON.stringify(quiet.components?.MuiButtonBase?.styleOverrides?.root)).toContain('2px solid currentColor');
  });
});
