// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AxiosInstance } from 'axios';
import type { SignIn } from '@codex/auth';
import type { TenantUiConfig } from '@codex/data';
import { AppServicesProvider, type AppServices } from '../services/AppServices.js';
import { PageHeading, usePageTitle } from './PageHeading.js';

afterEach(cleanup);

const services: AppServices = {
  tenantConfig: { branding: { productName: 'Keystone Compass' } } as unknown as TenantUiConfig,
  signIn: {} as SignIn,
  http: {} as AxiosInstance,
};

function Home({ visit }: { visit: number }) {
  usePageTitle(null);
  return <p>Welcome, visit {visit}</p>;
}

/** Two pages, as a move inside an app swaps them: home, then the not-found page. */
function TwoPages() {
  const [page, setPage] = useState<'home' | 'missing'>('home');
  const [visit, setVisit] = useState(1);
  return (
    <AppServicesProvider services={services}>
      {page === 'home' ? <Home visit={visit} /> : <PageHeading variant="h5" text="The page does not exist." />}
      <button type="button" onClick={() => setVisit(visit + 1)}>
        Home again
      </button>
      <button type="button" onClick={() => setPage('missing')}>
        Next
      </button>
    </AppServicesProvider>
  );
}

describe('PageHeading', () => {
  it("is the page's one h1 and names the page and the library in the browser's title", () => {
    render(
      <AppServicesProvider services={services}>
        <PageHeading text="RFC 9110: HTTP Semantics">
          <b>RFC 9110</b>: HTTP Semantics
        </PageHeading>
      </AppServicesProvider>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('RFC 9110: HTTP Semantics');
    expect(document.title).toBe('RFC 9110: HTTP Semantics — Keystone Compass');
  });

  it("gives home the library's name alone, and the next page its own name without a sentence's full stop", () => {
    render(<TwoPages />);
    expect(document.title).toBe('Keystone Compass');
    // A move to another route of the same page (home, then /home/1) renders it again, and it names itself again.
    document.title = 'moving';
    fireEvent.click(screen.getByRole('button', { name: 'Home again' }));
    expect(document.title).toBe('Keystone Compass');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { level: 1, name: 'The page does not exist.' })).toBeTruthy();
    expect(document.title).toBe('The page does not exist — Keystone Compass');
  });
});
