// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cutText, ExpandableText } from './ExpandableText.js';

afterEach(cleanup);

const labels = { more: 'Show more', less: 'Show less' };

describe('ExpandableText', () => {
  it('cuts long text at whole characters and shows all of it on demand', () => {
    render(<ExpandableText text="abcdefgh" max={4} labels={labels} />);
    expect(screen.getByText('abcd…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('abcdefgh')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
  });

  it('lets the text take its direction from its first letter (an English quote on an Arabic page)', () => {
    render(<ExpandableText text="See RFC 8446." max={100} labels={labels} />);
    expect(screen.getByText('See RFC 8446.').getAttribute('dir')).toBe('auto');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
