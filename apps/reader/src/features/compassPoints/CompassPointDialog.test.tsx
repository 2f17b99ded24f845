// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithServices } from '../../test/renderWithServices.js';
import { fakeServices } from '../../test/fakeServices.js';
import { CompassPointDialog, type CompassPointDialogProps } from './CompassPointDialog.js';
import { settingsAnswer, tenantSettings } from './compassPointFixtures.js';

afterEach(cleanup);

function open(props: Partial<CompassPointDialogProps> = {}) {
  const onSave = vi.fn<CompassPointDialogProps['onSave']>(async () => undefined);
  const onClose = vi.fn();
  const { services } = fakeServices({ signedIn: true });
  renderWithServices(<CompassPointDialog open mode="create" selectionText="A cache MUST NOT store it." settings={settingsAnswer()} onSave={onSave} onClose={onClose} {...props} />, services);
  return { onSave, onClose };
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('the compass point dialog', () => {
  it('keeps Save disabled while the required name is blank after trimming, and Enter does not submit then', async () => {
    const { onSave } = open();
    expect(screen.getByRole('heading', { name: 'Add compass point' })).toBeTruthy();
    expect(save().disabled).toBe(true);
    type(/^Name/, '    ');
    expect(save().disabled).toBe(true);
    fireEvent.submit(screen.getByRole('textbox', { name: /^Name/ }).closest('form')!);
    fireEvent.keyDown(screen.getByRole('textbox', { name: /^Name/ }), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();

    type(/^Name/, '  Cache rules  ');
    expect(save().disabled).toBe(false);
    fireEvent.submit(screen.getByRole('textbox', { name: /^Name/ }).closest('form')!);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Cache rules', description: '', overlayDetails: '' }));
  });

  it('shows, requires and labels fields as the tenant says; a hidden field is neither shown nor sent', async () => {
    const { onSave } = open({
      settings: settingsAnswer({
        compassPointSettings: tenantSettings({
          name: { show: false, required: true, 'input-type': 'text', 'label-i18n-key': 'compassPoint.name' },
          description: { show: true, required: true, 'input-type': 'textarea', 'label-i18n-key': 'acme.unknown.key' },
        }),
      }),
      mode: 'edit',
      initial: { name: 'kept on the server', description: '', overlayDetails: '' },
    });
    expect(screen.getByRole('heading', { name: 'Edit compass point' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();
    // A tenant label key the catalogue lacks falls back to the product's label.
    const description = screen.getByRole('textbox', { name: /^Description/ });
    expect(description.hasAttribute('required')).toBe(true);
    expect(description.tagName).toBe('TEXTAREA');
    expect(save().disabled).toBe(true);
    type(/^Description/, 'Why');
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: '', description: 'Why', overlayDetails: '' }));
  });

  it('says when a field reaches its limit: name 255, description 1300, overlay details 500', () => {
    open();
    type(/^Name/, 'n'.repeat(254));
    expect(screen.getByText('254 / 255')).toBeTruthy();
    type(/^Name/, 'n'.repeat(300));
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toHaveLength(255);
    expect(screen.getByText('Limit of 255 characters reached')).toBeTruthy();
    type(/^Description/, 'd'.repeat(1300));
    expect(screen.getByText('Limit of 1300 characters reached')).toBeTruthy();
    type(/^Overlay details/, 'o'.repeat(500));
    expect(screen.getByText('Limit of 500 characters reached')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Overlay details/ }) as HTMLTextAreaElement).maxLength).toBe(500);
  });

  it('cuts highlighted text past 255 characters, with Show more and Show less', () => {
    const long = `${'x'.repeat(255)}TAIL`;
    open({ selectionText: long });
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText(`${'x'.repeat(255)}…`)).toBeTruthy();
  });

  it("marks the fields the server refused and keeps what was typed; Save is disabled while saving", async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    open({ onSave });
    type(/^Name/, 'Cache rules');
    fireEvent.click(save());
    await waitFor(() => expect(save().disabled).toBe(true));
    refuse({ isAxiosError: true, response: { status: 400, data: { fieldErrors: [{ objectName: 'compassPoint', field: 'name', message: 'NotBlank' }] } } });
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Cache rules');
  });

  it('closes with Cancel', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
