// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SkipLink } from './SkipLink.js';

afterEach(cleanup);

describe('SkipLink', () => {
  it('focuses the element it names, makes a heading focusable without a tab stop, and leaves the address alone', () => {
    render(
      <>
        <SkipLink target="results">Skip to results</SkipLink>
        <button type="button">Refinement</button>
        <h2 id="results">12 results</h2>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to results' });
    expect(link.getAttribute('href')).toBe('#results');
    const before = window.location.href;
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(window.location.href).toBe(before);
    const heading = screen.getByRole('heading', { name: '12 results' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('finds its target with a function (the open tab) and keeps a control’s own tab stop', () => {
    render(
      <>
        <SkipLink target={() => document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')}>Skip to document</SkipLink>
        <div role="tablist">
          <button type="button" role="tab" aria-selected="false">
            PDF
          </button>
          <button type="button" role="tab" aria-selected="true">
            HTML
          </button>
        </div>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Skip to document' }));
    const html = screen.getByRole('tab', { name: 'HTML' });
    expect(document.activeElement).toBe(html);
    expect(html.hasAttribute('tabindex')).toBe(false);
  });

  it('does nothing (and goes nowhere) when its target is not on the page', () => {
    render(<SkipLink target="missing">Skip to results</SkipLink>);
    const link = screen.getByRole('link', { name: 'Skip to results' });
    expect(fireEvent.click(link)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
