// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { EmailGroupDialog } from './EmailGroupDialog.js';

afterEach(cleanup);

describe('group e-mail dialog', () => {
  it('sends only with a subject and a message that are not blank, with copy me', async () => {
    const sent: unknown[] = [];
    const fake = fakeServices({
      signedIn: true,
      routes: {
        'POST /api/group/sendMailToGroup': (config) => {
          sent.push(JSON.parse(config.data as string));
          return { status: 202, data: {} };
        },
      },
    });
    const onClose = vi.fn();
    renderWithServices(<EmailGroupDialog groupId={5} groupName="HTTP" onClose={onClose} />, fake.services);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Subject', { exact: false }), { target: { value: 'Caching' } });
    fireEvent.change(screen.getByLabelText('Message', { exact: false }), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Message', { exact: false }), { target: { value: ' Read RFC 9111. ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me a copy' }));
    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ subject: 'Caching', message: 'Read RFC 9111.', groupId: 5, copyMeFlag: true }]);
  });
});
