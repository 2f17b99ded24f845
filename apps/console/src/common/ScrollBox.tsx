import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A box that scrolls a wide table sideways on a phone. It is a tab stop named after its table, so a keyboard user can
 * scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }} tabIndex={0} role="group" aria-label={label}>
      {children}
    </Box>
  );
}
