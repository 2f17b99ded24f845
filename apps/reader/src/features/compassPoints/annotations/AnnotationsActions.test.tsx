// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnnotationImportAnswer } from '@codex/domain';
import { renderWithServices } from '../../../test/renderWithServices.js';
import { fakeServices } from '../../../test/fakeServices.js';
import { AnnotationsActions } from './AnnotationsActions.js';

afterEach(cleanup);

const ANSWER: AnnotationImportAnswer = {
  contentCode: 'IETF-RFC9110',
  designation: 'RFC 9110',
  total: 3,
  imported: [{ index: 0, annotationId: 'https://example.org/a1', outcome: 'exact', compassPointID: 9, compassPointUUID: 'u-9', text: 'The OPTIONS method requests information' }],
  notImported: [
    { index: 1, annotationId: null, reason: 'not-found', text: 'A passage RFC 9110 dropped', fields: [] },
    { index: 2, annotationId: null, reason: 'too-long', text: 'GET', fields: ['name'] },
  ],
};

function renderActions(importAnswer: { status: number; data?: unknown } = { status: 200, data: ANSWER }, importOnly = false) {
  const onImported = vi.fn();
  const sent: { body?: unknown; contentType?: string; params?: unknown } = {};
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/v1/compasspoint/annotations': (config) => {
        sent.params = config.params;
        return { status: 200, data: new Blob(['{"type":"AnnotationCollection"}'], { type: 'application/ld+json' }) };
      },
      'POST /api/v1/compasspoint/annotations': (config) => {
        sent.body = config.data;
        sent.contentType = String(config.headers['Content-Type']);
        sent.params = config.params;
        return importAnswer;
      },
    },
  });
  renderWithServices(<AnnotationsActions contentCode="IETF-RFC9110" onImported={onImported} importOnly={importOnly} />, fake.services);
  return { ...fake, onImported, sent };
}

const pick = (json: string) => fireEvent.change(screen.getByLabelText('Import W3C Web Annotations (JSON-LD) as compass points of this document'), { target: { files: [new File([json], 'points.jsonld', { type: 'application/ld+json' })] } });

describe('Export (W3C) and Import… on the Compass Points tab', () => {
  it("downloads the document's compass points as a JSON-LD file", async () => {
    const createObjectURL = vi.fn(() => 'blob:points');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { calls, sent } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Export (W3C)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(calls).toContain('GET /api/v1/compasspoint/annotations');
    expect(sent.params).toEqual({ contentCode: 'IETF-RFC9110' });
  });

  it('sends the picked file as JSON-LD, then says how many were imported and lists those that did not anchor', async () => {
    const { sent, onImported } = renderActions();
    pick('{"@context":"http://www.w3.org/ns/anno.jsonld","type":"AnnotationPage","items":[]}');
    const dialog = await screen.findByRole('dialog', { name: 'Import of annotations' });
    expect(sent).toMatchObject({ contentType: 'application/ld+json', params: { contentCode: 'IETF-RFC9110' } });
    expect(sent.body).toBe('{"@context":"http://www.w3.org/ns/anno.jsonld","type":"AnnotationPage","items":[]}');
    expect(within(dialog).getByText('1 of 3 annotations imported as compass points.')).toBeTruthy();
    const notImported = within(within(dialog).getByRole('list', { name: 'Not imported' })).getAllByRole('listitem');
    expect(notImported.map((item) => item.textContent)).toEqual([
      'Annotation 2: The passage was not found in this document.“A passage RFC 9110 dropped”',
      'Annotation 3: A text is longer than a compass point allows: Name.“GET”',
    ]);
    expect(onImported).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the file is refused, and reloads nothing', async () => {
    const { onImported } = renderActions({ status: 400, data: { status: 400, detail: 'Some fields are not valid' } });
    pick('not json at all');
    await screen.findByText('The file could not be imported. Check that it is a W3C Web Annotation file (JSON-LD) with at most 500 annotations.');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('is reached with the keyboard: both actions are buttons in the tab order', () => {
    renderActions();
    const exportButton = screen.getByRole('button', { name: 'Export (W3C)' });
    const importButton = screen.getByRole('button', { name: 'Import…' });
    for (const button of [exportButton, importButton]) {
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });

  it('offers only Import… on a document with no compass points yet, and imports the same way', async () => {
    const { onImported, sent } = renderActions({ status: 200, data: ANSWER }, true);
    expect(screen.queryByRole('button', { name: 'Export (W3C)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import…' })).toBeTruthy();
    pick('{"type":"AnnotationCollection"}');
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sent.params).toEqual({ contentCode: 'IETF-RFC9110' });
  });
});
