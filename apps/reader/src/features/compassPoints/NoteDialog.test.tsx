// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithServices } from '../../test/renderWithServices.js';
import { fakeServices } from '../../test/fakeServices.js';
import { NoteDialog, type NoteDialogProps } from './NoteDialog.js';

afterEach(cleanup);

function open(props: Partial<NoteDialogProps> = {}) {
  const onSave = vi.fn(async (_note: string) => undefined);
  const onClose = vi.fn();
  renderWithServices(<NoteDialog open selectionText="no-store" onSave={onSave} onClose={onClose} {...props} />, fakeServices({ signedIn: true }).services);
  return { onSave, onClose };
}

describe('the note dialog', () => {
  it('saves the trimmed note once it has more than blanks, and says notes are private', async () => {
    const { onSave } = open();
    expect(screen.getByRole('heading', { name: 'Add note' })).toBeTruthy();
    expect(screen.getByText('Only you can see your notes.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Note/ }), { target: { value: '  ask legal  ' } });
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('ask legal'));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes an existing note after a confirmation', async () => {
    const onDelete = vi.fn(async () => undefined);
    open({ initial: 'old', onDelete });
    expect(screen.getByRole('heading', { name: 'Edit note' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});
