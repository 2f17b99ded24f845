// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adaAccount } from '../../test/fakeServices.js';
import { answering, renderReader } from '../../test/renderReader.js';

beforeEach(() => {
  sessionStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:page-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const hedy = { ...adaAccount, contentSecurity: { 'drm-view': 'Y' } };

function renderViewer(pageAnswers: number[]) {
  const answers = [...pageAnswers];
  return renderReader('/document-view?contentCode=IETF-RFC9110', {
    signedIn: true,
    routes: {
      ...answering(hedy),
      'GET /api/documents/metadata': () => ({ status: 200, data: { contentCode: 'IETF-RFC9110', displayDesignation: 'RFC 9110', title: 'HTTP Semantics' } }),
      'GET /api/documents/protected/pages': () => ({ status: 200, data: { pageCount: 1 } }),
      'GET /api/documents/protected/page/1': () => {
        const status = answers.shift() ?? 200;
        return status === 200 ? { status, data: new Blob(['png']) } : { status, data: { status, message: 'error.http.500' } };
      },
    },
  });
}

describe('the protected viewer', () => {
  it('names the document under its heading and leads back to the library, having no header of its own', async () => {
    renderViewer([200]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected document' })).toBeTruthy();
    expect((await screen.findByTestId('protected-document-name')).textContent).toBe('RFC 9110: HTTP Semantics');
    expect(screen.getByRole('link', { name: 'Back to the library' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('img', { name: 'Page 1' })).toBeTruthy();
  });

  it('says which page did not arrive and fetches it again on Try again', async () => {
    const { calls } = renderViewer([500, 200]);
    const failure = await screen.findByText('Page 1 could not be loaded.');
    expect(screen.queryByRole('img', { name: 'Page 1' })).toBeNull();
    fireEvent.click(failure.closest('[role="alert"]')!.querySelector('button')!);
    expect(await screen.findByRole('img', { name: 'Page 1' })).toBeTruthy();
    expect(screen.queryByText('Page 1 could not be loaded.')).toBeNull();
    expect(calls.filter((call) => call === 'GET /api/documents/protected/page/1')).toHaveLength(2);
  });
});
