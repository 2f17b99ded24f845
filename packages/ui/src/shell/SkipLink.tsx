import type { MouseEvent, ReactNode } from 'react';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../visuallyHidden.js';

export interface SkipLinkProps {
  /** The id of what the link skips to, or a function finding it (the open tab of a tab list). */
  target: string | (() => HTMLElement | null);
  /** 'floating' for the shell's first link (over the header); 'inline' for one in a page, shown where it stands. */
  placement?: 'floating' | 'inline';
  children: ReactNode;
}


// Where the link shows once focused: over the header's corner, or where it stands in the page.
const floating = { position: 'absolute', insetInlineStart: 8, top: 8, zIndex: 1500, display: 'block', alignSelf: 'auto' } as const;
const inline = { position: 'static', insetInlineStart: 'auto', top: 'auto', zIndex: 'auto', display: 'inline-block', alignSelf: 'flex-start' } as const;

/**
 * A link past a block of controls (the header, the search refinements, the version list), hidden until it takes focus
 * (WCAG 2.4.1 bypass blocks). It focuses its target itself: the address keeps no #fragment and the target, focusable
 * or not (a heading, the open tab), takes focus, so Tab continues from there.
 */
export function SkipLink({ target, placement = 'inline', children }: SkipLinkProps) {
  const targetId = typeof target === 'string' ? target : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const element = typeof target === 'string' ? document.getElementById(target) : target();
    if (!element) return;
    if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) element.tabIndex = -1;
    element.focus();
  };
  const shown = placement === 'floating' ? floating : inline;
  return (
    <Link
      href={targetId ? `#${targetId}` : '#'}
      onClick={onClick}
      sx={{
        ...visuallyHidden,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        '&:focus, &:focus-visible': { ...shown, width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', clipPath: 'none', px: 1.5, py: 1, boxShadow: 3 },
      }}
    >
      {children}
    </Link>
  );
}
