// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Video } from '@codex/data';
import { SessionProvider } from '../../features/session/index.js';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { DocumentMediaTab, playableUrl } from './DocumentMedia.js';

afterEach(cleanup);

const overview: Video = { hashed_id: 'v1semantics', section: 'Overview', name: 'HTTP semantics in ten minutes', duration: 600, url: 'https://media.example/rfc9110/overview.mp4' };
const methods: Video = { hashed_id: 'v2semantics', section: 'Methods', name: 'Request methods', duration: 420, url: null };

function renderTab(videos: Video[]) {
  const recorded: unknown[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'POST /api/documents/video': (config) => {
        recorded.push(config.params);
        return { status: 204 };
      },
    },
  });
  // The e-learning courses beside the videos check the session (features/eLearning).
  renderWithServices(
    <SessionProvider>
      <DocumentMediaTab contentId={4242} videos={videos} eLearning={[]} />
    </SessionProvider>,
    fake.services,
  );
  return { recorded };
}

describe('the document page videos', () => {
  it('plays the chosen video from its address and records the play once, after the play message', async () => {
    const { recorded } = renderTab([overview, methods]);
    expect(screen.getByText('10 min')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play HTTP semantics in ten minutes' }));
    const dialog = await screen.findByRole('dialog', { name: 'HTTP semantics in ten minutes' });
    const player = within(dialog).getByLabelText('HTTP semantics in ten minutes') as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('https://media.example/rfc9110/overview.mp4');
    // Opening the dialog records nothing: the play does.
    expect(recorded).toEqual([]);
    fireEvent.play(player);
    await waitFor(() => expect(recorded).toEqual([{ contentId: 4242, hashId: 'v1semantics' }]));
    fireEvent.pause(player);
    fireEvent.play(player);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recorded).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the library holds no playable file for a video without one, and records nothing', async () => {
    const { recorded } = renderTab([methods]);
    fireEvent.click(screen.getByRole('button', { name: 'Play Request methods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request methods' });
    expect(within(dialog).getByText('The library holds no playable file for this video.')).toBeTruthy();
    expect(dialog.querySelector('video')).toBeNull();
    expect(recorded).toEqual([]);
  });

  it('says so when the document has no videos or courses', () => {
    renderTab([]);
    expect(screen.getByText('There are no videos or e-learning courses for this document.')).toBeTruthy();
  });

  it('plays only https or same-origin addresses', () => {
    expect(playableUrl('https://media.example/a.mp4')).toBe('https://media.example/a.mp4');
    expect(playableUrl('/media/a.mp4')).toBe('/media/a.mp4');
    expect(playableUrl('http://media.example/a.mp4')).toBeNull();
    expect(playableUrl('//media.example/a.mp4')).toBeNull();
    expect(playableUrl('javascript:alert(1)')).toBeNull();
    expect(playableUrl(null)).toBeNull();
  });
});
