// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResultsList } from './ResultsList.js';
import { rfc2616, rfc9111 } from '../../test/searchFixtures.js';

afterEach(cleanup);

const renderList = (onDownload = vi.fn()) => {
  render(
    <MemoryRouter>
      <ResultsList documents={[rfc9111, rfc2616]} start={26} onDownload={onDownload} />
    </MemoryRouter>,
  );
  return onDownload;
};

describe('search results list', () => {
  it('shows every field of a result', () => {
    renderList();
    const result = screen.getByRole('article', { name: /RFC 9111/ });
    const heading = within(result).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('RFC 9111HTTP Caching');
    expect(within(heading).getByRole('link', { name: 'RFC 9111' }).getAttribute('href')).toBe('/document?contentCode=IETF-RFC9111');
    expect(within(result).getByText('Standard')).toBeTruthy();
    expect(within(result).getByText('IETF')).toBeTruthy();
    expect(within(result).getByText('Active').closest('[data-status-style]')?.getAttribute('data-status-style')).toBe('normal');
    expect(within(result).getByText(/stateless application-level protocol/)).toBeTruthy();
    expect(result.textContent).toContain('Published:Jun 06, 2022');
    expect(result.textContent).toContain('Last updated:Jul 01, 2022');
    expect(result.textContent).toContain('Published online:Jun 08, 2022');
    expect(result.textContent).toContain('Language:English');
    expect(within(result).getByRole('link', { name: 'RFC 9111 (fr)' }).getAttribute('href')).toBe('/document?contentCode=IETF-RFC9111-FR');
    expect(within(result).getByRole('link', { name: 'RFC 9111 Errata' }).getAttribute('href')).toBe('/document?contentCode=IETF-RFC9111-ERRATA');
  });

  it('lists the other versions, not the document itself', () => {
    renderList();
    const result = screen.getByRole('article', { name: /RFC 9111/ });
    expect(result.textContent).toContain('Other versions:');
    expect(within(result).getByRole('link', { name: 'RFC 7234' }).getAttribute('href')).toBe('/document?contentCode=IETF-RFC7234');
    expect(within(result).getAllByRole('link', { name: 'RFC 9111' })).toHaveLength(1);
  });

  it('gives replaced documents the withdrawn style and leaves out what a result does not have', () => {
    renderList();
    const result = screen.getByRole('article', { name: /RFC 2616/ });
    expect(within(result).getByText('Replaced').closest('[data-status-style]')?.getAttribute('data-status-style')).toBe('withdrawn');
    expect(result.textContent).not.toContain('Last updated');
    expect(result.textContent).not.toContain('Translations');
    expect(result.textContent).not.toContain('Other versions');
    expect(result.textContent).not.toContain('Supplements');
  });

  it('lists each version once and sums up a long family, linking to the document', () => {
    const versions = Array.from({ length: 9 }, (_, n) => ({ id: n, designationNo: `RFC ${100 + n}`, contentCode: `IETF-RFC${100 + n}` }));
    render(
      <MemoryRouter>
        <ResultsList documents={[{ ...rfc9111, connections: { versions: [...versions, versions[0]!] } }]} start={1} />
      </MemoryRouter>,
    );
    const result = screen.getByRole('article', { name: /RFC 9111/ });
    expect(within(result).getAllByRole('link', { name: /^RFC 10\d$/ })).toHaveLength(6);
    expect(within(result).getByRole('link', { name: 'and 3 more' }).getAttribute('href')).toBe('/document?contentCode=IETF-RFC9111');
  });

  it('numbers the list from the first result of the page', () => {
    renderList();
    expect(screen.getByRole('list', { name: 'Search results' }).getAttribute('start')).toBe('26');
  });

  it('downloads from a result', () => {
    const onDownload = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Download RFC 2616' }));
    expect(onDownload).toHaveBeenCalledWith(rfc2616);
  });
});
