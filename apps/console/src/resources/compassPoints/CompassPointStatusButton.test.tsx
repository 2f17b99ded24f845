// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { createConsoleI18nProvider, type Catalogue } from '@codex/i18n';
import arabic from '../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { renderInAdmin } from '../../test/renderInAdmin.js';
import CompassPointList from './CompassPointList.js';
import { compassPoint, page } from './fixtures.js';

afterEach(cleanup);

const LIST = '/api/v1/compasspoint/list-admin?pageIndex=0&pageSize=25&sort=createdDate-';
const point = compassPoint(5, { name: 'Stateless', designation: 'RFC 9110' });
const other = compassPoint(6, { name: 'Caching', designation: 'RFC 9111', edit: false });

function ShownPoint() {
  return <p>Showing compass point {useParams().id}</p>;
}

describe('CompassPointStatusButton', () => {
  it('deactivates a compass point only after the compass point admin confirms, without opening it', async () => {
    let active = [point, other];
    const { requests } = renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['CP_ADMIN'],
      route: '/compassPoints',
      at: '/compassPoints',
      elsewhere: { '/compassPoints/:id/show': <ShownPoint /> },
      answers: {
        [`GET ${LIST}&status=active`]: () => page(active),
        'POST /api/v1/compasspoint/deactivate/5': () => {
          active = [other];
          return { data: { ...point, status: 'INACTIVE' } };
        },
      },
    });
    const row = (await screen.findByRole('cell', { name: 'RFC 9110' })).closest('tr')!;
    const otherRow = screen.getByRole('cell', { name: 'RFC 9111' }).closest('tr')!;
    const deactivate = await within(row).findByRole('button', { name: 'Deactivate' });
    expect(within(otherRow).queryByRole('button', { name: 'Deactivate' })).toBeNull();

    fireEvent.click(deactivate);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate the Compass Point "Stateless"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Compass Point deactivated')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/v1/compasspoint/deactivate/5']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'RFC 9110' })).toBeNull());
    expect(screen.queryByText(/Showing compass point/)).toBeNull();
  });

  it('reactivates a deactivated compass point after confirmation', async () => {
    const gone = { ...point, status: 'INACTIVE' as const, deletedByEmail: 'ada@acme.example', deletedDate: '2026-11-24T08:00:00.000Z' };
    const { requests } = renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['CP_ADMIN'],
      answers: {
        [`GET ${LIST}&status=active`]: page([]),
        [`GET ${LIST}&status=inactive`]: page([gone]),
        'POST /api/v1/compasspoint/activate/5': { data: point },
      },
    });
    await screen.findByText('No Compass Points with this status.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    const row = (await screen.findByRole('cell', { name: 'ada@acme.example' })).closest('tr')!;

    fireEvent.click(await within(row).findByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reactivate the Compass Point "Stateless"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Compass Point reactivated')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/v1/compasspoint/activate/5']);
  });

  it('asks in Arabic with the name in its own direction, its closing bracket kept at its end', async () => {
    const draft = { ...point, name: 'Caching (draft)' };
    renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['CP_ADMIN'],
      answers: { [`GET ${LIST}&status=active`]: page([draft]) },
      i18nProvider: createConsoleI18nProvider({ locale: 'ar', catalogues: { ar: arabic as unknown as Catalogue } }),
    });
    const row = (await screen.findByRole('cell', { name: 'RFC 9110' })).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'تعطيل' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('هل تريد تعطيل نقطة البوصلة \u200f«\u2068Caching (draft)\u2069»؟')).toBeTruthy();
  });

  it("is not offered to the account's ADMIN who is not the compass point admin", async () => {
    renderInAdmin(<CompassPointList />, { resource: 'compassPoints', authorities: ['ADMIN'], answers: { [`GET ${LIST}&status=active`]: page([point]) } });

    await screen.findByRole('cell', { name: 'RFC 9110' });
    // The permissions come after the first rows (the CP_ADMIN tests wait for the button); let them arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
