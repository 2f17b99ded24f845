// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { DirectionProvider } from './DirectionProvider.js';
import { createTenantTheme } from './theme.js';

afterEach(cleanup);

function ThemeDirection() {
  return <span>{useTheme().direction}</span>;
}

const styles = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

describe('DirectionProvider', () => {
  it('turns the theme and MUI styles right to left for rtl', () => {
    render(
      <ThemeProvider theme={createTenantTheme({ primaryColor: '#123456', secondaryColor: '#654321' })}>
        <DirectionProvider dir="rtl">
          <ThemeDirection />
          <Box sx={{ marginLeft: '17px' }}>flipped</Box>
        </DirectionProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('rtl')).toBeTruthy();
    expect(styles()).toMatch(/margin-right:\s*17px/);
  });

  it('leaves left-to-right layouts alone', () => {
    render(
      <ThemeProvider theme={createTenantTheme({ primaryColor: '#123456', secondaryColor: '#654321' }, { direction: 'ltr' })}>
        <DirectionProvider dir="ltr">
          <ThemeDirection />
          <Box sx={{ paddingLeft: '23px' }}>straight</Box>
        </DirectionProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('ltr')).toBeTruthy();
    expect(styles()).toMatch(/padding-left:\s*23px/);
  });

  it('follows the current language when no direction is given', () => {
    render(
      <DirectionProvider>
        <ThemeDirection />
      </DirectionProvider>,
    );
    expect(screen.getByText('ltr')).toBeTruthy();
  });
});
