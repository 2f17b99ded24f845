// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowClickOf, WrittenTextField } from './WrittenTextField.js';

afterEach(cleanup);

const group = { id: 7, name: 'Acme Inc.', subject: null };

function renderField(field: React.ReactNode, onRowClick = () => undefined) {
  render(
    <AdminContext store={memoryStore()}>
      <ResourceContextProvider value="groups">
        <RecordContextProvider value={group}>
          {/* Stands for react-admin's table row, which takes clicks only. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div onClick={onRowClick}>{field}</div>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('WrittenTextField', () => {
  it("shows the record's text in an isolate of its own direction, and nothing for a missing value", () => {
    renderField(
      <>
        <WrittenTextField source="name" />
        <span data-testid="empty">
          <WrittenTextField source="subject" />
        </span>
      </>,
    );
    expect(screen.getByText('Acme Inc.').tagName).toBe('BDI');
    expect(screen.getByTestId('empty').textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('with link, is a link a keyboard reaches to the page the row opens', () => {
    renderField(
      <>
        <WrittenTextField source="name" link="show" />
        <WrittenTextField source="name" link="edit" format={(value) => value.slice(0, 4)} />
      </>,
    );
    const [show, edit] = screen.getAllByRole('link');
    expect(show.getAttribute('href')).toMatch(/\/groups\/7\/show$/);
    expect(show.textContent).toBe('Acme Inc.');
    expect(edit.getAttribute('href')).toMatch(/\/groups\/7$/);
    expect(edit.textContent).toBe('Acme');
  });

  it('with an action, is a button that does it for the record, without the row click as well', () => {
    const open = vi.fn();
    const rowClick = vi.fn();
    renderField(<WrittenTextField source="name" link={open} />, rowClick);
    fireEvent.click(screen.getByRole('button', { name: 'Acme Inc.' }));
    expect(open).toHaveBeenCalledWith(group);
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('gives the row the same opening as its link: the page, the action (then no page), or nothing', () => {
    const open = vi.fn();
    expect(rowClickOf(undefined)).toBe(false);
    expect(rowClickOf('edit')).toBe('edit');
    const rowClick = rowClickOf(open);
    expect(typeof rowClick === 'function' && rowClick(7, 'groups', group)).toBe(false);
    expect(open).toHaveBeenCalledWith(group);
  });
});
