// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ThreadDump } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import ThreaddumpPage from './ThreaddumpPage.js';

const eventLoop = { delayMs: { min: 10, mean: 11, p50: 10.25, p95: 14, p99: 20.5, max: 51, samples: 300 }, utilization: 0.5 };

/** GET management/threaddump as the server answers it (ThreadDump in @codex/domain: Node's diagnostic report). */
const dump = (timestamp: string, stackTop: string): ThreadDump => ({
  timestamp,
  summary: { activeResources: { TCPServerWrap: 1, Timeout: 3 }, activeHandles: { tcp: 2, timer: 1 }, eventLoop },
  report: {
    javascriptStack: { message: 'No stack.', stack: [stackTop, 'at processTicksAndRejections (node:internal/process/task_queues:105:5)'] },
    javascriptHeap: {
      heapSpaces: {
        new_space: { memorySize: 4194304, committedMemory: 4194304, capacity: 2048 * 1024, used: 512 * 1024, available: 1536 * 1024 },
        old_space: { memorySize: 50331648, committedMemory: 50331648, capacity: 40960 * 1024, used: 30720 * 1024, available: 10240 * 1024 },
      },
    },
    libuv: [
      { type: 'tcp', is_active: true, is_referenced: true, address: '0x01' },
      { type: 'timer', is_active: false, is_referenced: false, address: '0x02' },
    ],
  },
});

const first = dump('2026-11-23T09:00:00Z', 'at report (file:///srv/api/dist/management.service.js:10:3)');
const second = dump('2026-11-23T09:05:00Z', 'at later (file:///srv/api/dist/management.service.js:20:7)');

const section = (title: string) => within(screen.getByRole('region', { name: title }));
const valueOf = (title: string, key: string) => section(title).getByRole('rowheader', { name: key }).closest('tr')!.lastElementChild!.textContent;

let clicked: { href: string; download: string }[];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:threaddump');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ThreaddumpPage', () => {
  it("shows when the dump was taken, the summary, the JavaScript stack, the heap and libuv's handles", async () => {
    renderInAdmin(<ThreaddumpPage />, { resource: 'threaddump', answers: { 'GET /management/threaddump': { data: first } } });

    expect(await screen.findByText(`Taken at ${new Date(first.timestamp).toLocaleString('en')}`)).toBeTruthy();
    expect(valueOf('Active resources', 'Timeout')).toBe('3');
    expect(valueOf('Active handles', 'tcp')).toBe('2');
    expect(valueOf('Event loop', 'p50 (ms)')).toBe('10.3');
    expect(valueOf('Event loop', 'max (ms)')).toBe('51');
    expect(valueOf('Event loop', 'Event-loop utilization (%)')).toBe('50');
    expect(section('JavaScript stack').getByText(/at report \(file:\/\/\/srv\/api\/dist\/management\.service\.js:10:3\)/)).toBeTruthy();

    const heap = section('Heap spaces');
    for (const header of ['Space', 'Used', 'Capacity']) expect(heap.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(heap.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['new_space', '512 kB', '2,048 kB'],
      ['old_space', '30,720 kB', '40,960 kB'],
    ]);

    const handles = section('libuv handles (2)');
    for (const header of ['Type', 'Active', 'Referenced']) expect(handles.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(handles.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['tcp', '✓', '✓'],
      ['timer', '—', '—'],
    ]);
  });

  it('takes the dump again on request', async () => {
    let answer = first;
    const { callsOf } = renderInAdmin(<ThreaddumpPage />, { resource: 'threaddump', answers: { 'GET /management/threaddump': () => ({ data: answer }) } });
    await screen.findByText(`Taken at ${new Date(first.timestamp).toLocaleString('en')}`);

    answer = second;
    fireEvent.click(screen.getByRole('button', { name: 'Take again' }));

    expect(await screen.findByText(`Taken at ${new Date(second.timestamp).toLocaleString('en')}`)).toBeTruthy();
    expect(section('JavaScript stack').getByText(/at later/)).toBeTruthy();
    expect(callsOf('getOne')).toEqual([
      ['threaddump', expect.objectContaining({ id: 'current' })],
      ['threaddump', expect.objectContaining({ id: 'current' })],
    ]);
  });

  it('saves the whole report under the name the server gives it', async () => {
    const { callsOf, requests } = renderInAdmin(<ThreaddumpPage />, {
      resource: 'threaddump',
      answers: {
        'GET /management/threaddump': { data: first },
        'GET /management/threaddump?download=1': { data: JSON.stringify(first), headers: { 'content-disposition': 'attachment; filename="threaddump-2026-11-23.json"' } },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:threaddump', download: 'threaddump-2026-11-23.json' }]));
    expect(callsOf('downloadThreadDump')).toHaveLength(1);
    expect(requests.map((r) => r.url)).toContain('/management/threaddump?download=1');
  });

  it('tells the operator when the download fails', async () => {
    renderInAdmin(<ThreaddumpPage />, {
      resource: 'threaddump',
      answers: { 'GET /management/threaddump': { data: first }, 'GET /management/threaddump?download=1': { status: 403, data: { status: 403, message: 'error.http.403' } } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));

    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
