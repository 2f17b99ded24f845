// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { VideoPage } from './VideoPage.js';

afterEach(cleanup);

const renderWith = (videos: unknown[]) =>
  renderWithServices(<VideoPage />, fakeServices({ signedIn: true, routes: { 'GET /api/documents/videos/tutorial': () => ({ status: 200, data: videos }) } }).services);

describe('/video', () => {
  it('says plainly that the library has no tutorial videos, and shows no list', async () => {
    renderWith([]);
    expect(await screen.findByText('No tutorial videos are available yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tutorial videos' })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the chosen tutorial from its https file; a video without a playable file says so', async () => {
    renderWith([
      { hashed_id: 'ks-search-1', section: 'Searching', name: 'Searching the library', duration: 184, url: 'https://media.example/ks-search-1.mp4' },
      { hashed_id: 'all-track-1', section: 'Tracking', name: 'Tracking a standard', duration: 95, url: 'http://media.example/plain.mp4' },
    ]);
    expect(await screen.findByRole('list', { name: 'Tutorial videos' })).toBeTruthy();
    expect(screen.getByText('3:04')).toBeTruthy();
    expect(screen.getByLabelText('Searching the library').getAttribute('src')).toBe('https://media.example/ks-search-1.mp4');
    fireEvent.click(screen.getByRole('button', { name: /Tracking a standard/ }));
    expect(await screen.findByText('This video cannot be played here.')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });
});
