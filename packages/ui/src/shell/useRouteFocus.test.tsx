// @vitest-environment jsdom
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router-dom';
import { FOCUS_FOLLOWS_NAVIGATION, FOCUS_ON_UPDATE_ATTRIBUTE, useRouteFocus } from './useRouteFocus.js';

function Frame() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <SearchBox />
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A search box that stays on every page, as the header's does. */
function SearchBox() {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate('/results?q=steel', { state: FOCUS_FOLLOWS_NAVIGATION });
      }}
    >
      <input aria-label="Search" />
    </form>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <Link to="/results?q=iron">Iron results</Link>
      <Link to="/late">Late page</Link>
      <Link to="/bare">Bare page</Link>
      <input type="checkbox" aria-label="Stays" onChange={() => void navigate('/?refined=1')} />
    </>
  );
}

function Results() {
  return (
    <>
      <h1>Search results</h1>
      <p role="status" tabIndex={-1} {...{ [FOCUS_ON_UPDATE_ATTRIBUTE]: '' }}>
        3 results
      </p>
      <Link to="/results?q=copper">Copper results</Link>
    </>
  );
}

/** A page whose heading comes after its first call, with a busy indicator meanwhile. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>RFC 9110: HTTP Semantics</h1> : <div role="progressbar" aria-label="Loading" />;
}

function renderApp(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <Home /> },
          { path: '/results', element: <Results /> },
          { path: '/late', element: <LatePage /> },
          { path: '/bare', element: <p>Nothing to head this page.</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page’s heading when the link that had it is gone, and keeps the heading out of the tab order', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Iron results' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Search results' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that comes after the page’s first call', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Late page' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'RFC 9110: HTTP Semantics' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('focuses the main region of a page that settles without a heading', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Bare page' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('after a search from the box that stays, moves focus on to the results page’s heading', async () => {
    renderApp();
    const box = screen.getByRole('textbox', { name: 'Search' });
    box.focus();
    fireEvent.submit(screen.getByRole('search'));
    const heading = await screen.findByRole('heading', { name: 'Search results' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('after a new search on the results page, moves focus to the results’ count', async () => {
    renderApp('/results?q=iron');
    const box = screen.getByRole('textbox', { name: 'Search' });
    box.focus();
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
  });

  it('leaves focus on a control that stays (a refinement changing the address)', async () => {
    const router = renderApp();
    const checkbox = screen.getByRole('checkbox', { name: 'Stays' });
    checkbox.focus();
    fireEvent.click(checkbox);
    await waitFor(() => expect(router.state.location.search).toBe('?refined=1'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(document.activeElement).toBe(checkbox);
  });

  it('gives up when the reader moves focus elsewhere before the page is there', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Late page' });
    link.focus();
    fireEvent.click(link);
    const box = screen.getByRole('textbox', { name: 'Search' });
    box.focus();
    await screen.findByRole('heading', { name: 'RFC 9110: HTTP Semantics' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.activeElement).toBe(box);
  });
});
