// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { edsger, frances, radia, rfc9110, rfc9111 } from '../../test/groupFixtures.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { GroupDialog, type GroupDraft } from './GroupDialog.js';

afterEach(cleanup);

const body = (config: { data?: unknown }) => JSON.parse(config.data as string) as Record<string, unknown>;

function renderDialog(group?: GroupDraft) {
  const searches: { fullName?: string; email?: string; at: number }[] = [];
  const saved: Record<string, unknown>[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'POST /api/user/searchUsers': (config) => {
        searches.push({ fullName: body(config).fullName as string, at: Date.now() });
        return { status: 200, data: { totalCount: 2, list: [{ user: frances }, { user: radia }] } };
      },
      'POST /api/user/searchUsersByEmail': (config) => {
        searches.push({ email: body(config).email as string, at: Date.now() });
        return { status: 200, data: { user: edsger } };
      },
      'POST /api/group/documents/search/type-ahead': (config) => {
        expect(config.params).toEqual({ size: 100 });
        return { status: 200, data: body(config).keywords === 'http' ? [rfc9110, rfc9111] : [] };
      },
      'POST /api/group/save': (config) => {
        saved.push(body(config));
        return { status: 201, data: { groupID: 42 } };
      },
      'PUT /api/group/update': (config) => {
        saved.push(body(config));
        return { status: 200, data: {} };
      },
    },
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithServices(<GroupDialog accountId={100} group={group} onClose={onClose} onSaved={onSaved} />, fake.services);
  return { ...fake, searches, saved, onSaved, onClose };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });

describe('group dialog', () => {
  it('step 0: Next waits for a trimmed name and description; Enter in the name is suppressed; 255 characters say so', () => {
    const { onClose } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Create group' })).toBeTruthy();
    const nameInput = screen.getByLabelText('Group name', { exact: false, selector: 'input' });
    expect(document.activeElement).toBe(nameInput);
    // Empty, the field keeps the form's direction; once typed in, the text takes its own (docs/adr/0082).
    expect(nameInput.getAttribute('dir')).toBeNull();
    expect(button('Next').disabled).toBe(true);
    type('Group name', '   ');
    type('Description', 'About HTTP');
    expect(button('Next').disabled).toBe(true);
    type('Group name', 'HTTP');
    expect(button('Next').disabled).toBe(false);
    expect(nameInput.getAttribute('dir')).toBe('auto');
    expect(fireEvent.keyDown(screen.getByLabelText('Group name', { exact: false }), { key: 'Enter' })).toBe(false);

    expect(screen.queryByText('You have reached the limit of 255 characters.')).toBeNull();
    type('Group name', 'n'.repeat(255));
    expect(screen.getByText('You have reached the limit of 255 characters.')).toBeTruthy();
    type('Group name', 'n'.repeat(254));
    expect(screen.queryByText('You have reached the limit of 255 characters.')).toBeNull();
    expect((screen.getByLabelText('Group name', { exact: false }) as HTMLInputElement).maxLength).toBe(255);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('step 1: searches people 500 ms after more than 2 characters, adds the external entry for an address, and needs a member', async () => {
    const { searches } = renderDialog();
    type('Group name', 'HTTP');
    type('Description', 'About HTTP');
    fireEvent.click(button('Next'));
    expect(button('Next').disabled).toBe(true);

    type('Search people', 'Fr ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(searches).toEqual([]);

    const typedAt = Date.now();
    type('Search people', 'Fra');
    expect(await screen.findByText('Frances Allen')).toBeTruthy();
    expect(searches).toHaveLength(1);
    expect(searches[0]!.fullName).toBe('Fra');
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(490);

    const available = screen.getByRole('list', { name: /Available members/ });
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(within(available).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unselect all' }));
    expect(within(available).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(within(available).getByText('Radia Perlman'));
    fireEvent.click(button('Move selected to the group'));
    const chosen = screen.getByRole('list', { name: /Group members/ });
    expect(within(chosen).getByText('Radia Perlman')).toBeTruthy();
    expect(button('Next').disabled).toBe(false);

    type('Search people', 'edsger.dijkstra@acme.example');
    expect(await screen.findByText('External user: edsger.dijkstra@acme.example')).toBeTruthy();
    expect(searches.slice(1).map((s) => s.email ?? s.fullName).sort()).toEqual(['edsger.dijkstra@acme.example', 'edsger.dijkstra@acme.example']);

    type('Filter members', 'perl');
    expect(within(chosen).getByText('Radia Perlman')).toBeTruthy();
    type('Filter members', 'allen');
    expect(within(screen.getByText('Nothing matches the filter.').parentElement!).queryByText('Radia Perlman')).toBeNull();
  });

  it('Back clears the search; step 2 searches documents on Enter, needs a document, and Confirm creates the group', async () => {
    const { saved, onSaved } = renderDialog();
    type('Group name', '  HTTP  ');
    type('Description', 'About HTTP');
    fireEvent.click(button('Next'));
    type('Search people', 'Fra');
    fireEvent.click(await screen.findByText('Frances Allen'));
    fireEvent.click(button('Move selected to the group'));
    fireEvent.click(button('Next'));

    fireEvent.click(button('Back'));
    expect((screen.getByLabelText('Search people', { exact: false }) as HTMLInputElement).value).toBe('');
    expect(within(screen.getByRole('list', { name: /Group members/ })).getByText('Frances Allen')).toBeTruthy();
    fireEvent.click(button('Next'));

    expect(button('Confirm').disabled).toBe(true);
    type('Search documents', 'http');
    fireEvent.keyDown(screen.getByLabelText('Search documents', { exact: false, selector: 'input' }), { key: 'Enter' });
    expect(await screen.findByText('HTTP Caching & Freshness')).toBeTruthy();
    // Titles and names keep their own direction in an Arabic list.
    expect(screen.getByText('HTTP Semantics').tagName).toBe('BDI');
    fireEvent.click(screen.getByText('HTTP Semantics'));
    fireEvent.click(button('Move selected to the group'));
    expect(button('Confirm').disabled).toBe(false);
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(42));
    expect(saved).toEqual([{ accountID: 100, name: 'HTTP', longDesc: 'About HTTP', memberIds: [21], contentCodes: ['IETF-RFC9110'] }]);
  });

  it('edits a group prefilled, sending the added codes and the removed content ids', async () => {
    const { saved, onSaved } = renderDialog({ groupID: 5, name: 'HTTP', longDesc: 'About HTTP', members: [frances], documents: [rfc9110] });
    expect(screen.getByRole('heading', { name: 'Edit group' })).toBeTruthy();
    expect((screen.getByLabelText('Group name', { exact: false }) as HTMLInputElement).value).toBe('HTTP');
    fireEvent.click(button('Next'));
    fireEvent.click(button('Next'));
    const chosen = screen.getByRole('list', { name: /Group documents/ });
    fireEvent.click(within(chosen).getByText('HTTP Semantics'));
    fireEvent.click(button('Move selected out of the group'));
    expect(button('Confirm').disabled).toBe(true);
    type('Search documents', 'http');
    fireEvent.click(button('Search documents'));
    fireEvent.click(await screen.findByText('HTTP Caching & Freshness'));
    fireEvent.click(button('Move selected to the group'));
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(saved).toEqual([{ groupID: 5, accountID: 100, name: 'HTTP', longDesc: 'About HTTP', memberIds: [21], contentCodes: ['IETF-RFC9111'], removeContentIds: [901] }]);
  });
});
