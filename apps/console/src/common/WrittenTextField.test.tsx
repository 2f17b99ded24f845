// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { WrittenTextField } from './WrittenTextField.js';

afterEach(cleanup);

describe('WrittenTextField', () => {
  it("shows the record's text in an isolate of its own direction, and nothing for a missing value", () => {
    render(
      <AdminContext store={memoryStore()}>
        <RecordContextProvider value={{ id: 1, name: 'Acme Inc.', subject: null }}>
          <WrittenTextField source="name" />
          <span data-testid="empty">
            <WrittenTextField source="subject" />
          </span>
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText('Acme Inc.').tagName).toBe('BDI');
    expect(screen.getByTestId('empty').textContent).toBe('');
  });
});
