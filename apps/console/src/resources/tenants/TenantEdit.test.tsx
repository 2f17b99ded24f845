// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTenant } from '@codex/domain';
import { tenant, tenantConfig } from '../../test/adminRecords.js';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import TenantEdit, { supportEmailAddress, tenantToSave } from './TenantEdit.js';

afterEach(cleanup);

const TABS = ['General', 'Features and search types', 'Branding', 'Messages', 'Footer', 'Help topics', 'Banner', 'Compass points', 'Identity provider', 'Licence meter'];

/** The edit view of keystone over the admin API; a PUT answers with what it was given unless an answer says otherwise. */
function openKeystone(answers: Answers = {}) {
  return renderInAdmin(<TenantEdit />, {
    resource: 'tenants',
    route: '/tenants/:id/*',
    at: '/tenants/keystone',
    answers: {
      'GET /api/admin/tenants/keystone': { data: tenant() },
      'PUT /api/admin/tenants/keystone': (body) => ({ data: { ...tenant(), ...(body as Pick<AdminTenant, 'config'>), updatedAt: '2026-11-23T09:00:00Z' } }),
      ...answers,
    },
  });
}

/*
 * The form mounts every tab's inputs at once (hidden but for the chosen tab) and MUI adds hundreds of style sheets, so
 * jsdom takes about a second per whole-page label lookup, visibility check or accessible-name computation. Queries
 * stay inside the panel a tab controls (its aria-controls); tabs are told apart by their text, and the form's one
 * Save button, in the toolbar below every tab, by its text.
 */
const tabNamed = (tab: string) => {
  const found = screen.getAllByRole('tab', { hidden: true }).find((element) => element.textContent === tab);
  if (!found) throw new Error(`No tab named ${tab}`);
  return found;
};
const panelOf = (tab: string) => within(document.getElementById(tabNamed(tab).getAttribute('aria-controls')!)!);
const valueIn = (tab: string, label: string) => (panelOf(tab).getByLabelText(label) as HTMLInputElement).value;
const save = () => fireEvent.click(screen.getByText('Save', { selector: 'button' }));
const openTab = async (tab: string) => {
  fireEvent.click(tabNamed(tab));
  await waitFor(() => expect(tabNamed(tab).getAttribute('aria-selected')).toBe('true'));
};

const putBodies = (requests: { method: string; url: string; body: unknown }[]) => requests.filter((r) => r.method === 'PUT').map((r) => r.body);

// Mounting the nine tabs' inputs is the console's heaviest render: about 2 s on a quiet 2-core machine, past 15 s on
// one shared with other jobs. The tests get more time than the suite's 20 s rather than failing for the machine.
describe('TenantEdit', { timeout: 60_000 }, () => {
  it("shows the tenant's settings on tabs and saves the whole configuration as { config }", async () => {
    const { callsOf, requests } = openKeystone();

    const name = await screen.findByDisplayValue('Keystone Standards Institute');
    expect(screen.getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent)).toEqual(TABS);
    expect(tabNamed('General').getAttribute('aria-selected')).toBe('true');
    expect(valueIn('General', 'Tenant name')).toBe('Keystone Standards Institute');
    expect(valueIn('General', 'Support e-mail')).toBe('support@keystone.example');
    expect(valueIn('General', 'Library URL')).toBe('https://keystone.example/compass');
    await openTab('Branding');
    expect(valueIn('Branding', 'Product name')).toBe('Keystone Compass');
    expect(valueIn('Branding', 'Primary colour')).toBe('#0b3d6e');

    fireEvent.change(name, { target: { value: 'Keystone Standards' } });
    save();

    expect(await screen.findByText('Element updated')).toBeTruthy();
    expect(callsOf('update')).toEqual([
      ['tenants', expect.objectContaining({ id: 'keystone', data: expect.objectContaining({ config: expect.objectContaining({ tenantName: 'Keystone Standards' }) }) })],
    ]);
    expect(putBodies(requests)).toEqual([{ config: tenantConfig({ tenantName: 'Keystone Standards' }) }]);
  });

  it("saves the tenant's full-text limit as a number, and none when it is emptied", async () => {
    const { requests } = openKeystone();
    await screen.findByDisplayValue('Keystone Standards Institute');
    const limit = panelOf('General').getByLabelText('Full-text documents per person per hour') as HTMLInputElement;
    expect(limit.value).toBe('');
    expect(panelOf('General').getByText(/A guard against systematic downloading/)).toBeTruthy();

    fireEvent.change(limit, { target: { value: '500' } });
    save();
    await waitFor(() => expect(putBodies(requests)).toHaveLength(1));
    expect(putBodies(requests)[0]).toEqual({ config: tenantConfig({ fullTextDocumentsPerHour: 500 }) });

    fireEvent.change(limit, { target: { value: '' } });
    save();
    await waitFor(() => expect(putBodies(requests)).toHaveLength(2));
    expect(putBodies(requests)[1]).toEqual({ config: tenantConfig() });
  });

  it('sends no banner when its text and both dates are emptied', async () => {
    const { requests } = openKeystone();
    await screen.findByDisplayValue('Keystone Standards Institute');
    await openTab('Banner');

    const banner = panelOf('Banner');
    expect(valueIn('Banner', 'Banner text')).toBe('Maintenance on Saturday 02:00-04:00 UTC.');
    fireEvent.change(banner.getByLabelText('Banner text'), { target: { value: '' } });
    // A date input hands an emptied value to the form when it loses focus.
    for (const label of ['Shown from', 'Shown until']) {
      fireEvent.change(banner.getByLabelText(label), { target: { value: '' } });
      fireEvent.blur(banner.getByLabelText(label));
    }
    save();

    await waitFor(() => expect(putBodies(requests)).toHaveLength(1));
    const { banner: _banner, ...withoutBanner } = tenantConfig();
    expect(putBodies(requests)).toEqual([{ config: withoutBanner }]);
  });

  it("sets the licence meter: the seat idle time (15 minutes unless set) and a default allowance, the other left unset", async () => {
    const { requests } = openKeystone();
    await screen.findByDisplayValue('Keystone Standards Institute');
    await openTab('Licence meter');

    const meter = panelOf('Licence meter');
    const idle = meter.getByLabelText('Minutes before an idle seat frees') as HTMLInputElement;
    expect(idle.value).toBe('');
    expect(idle.placeholder).toBe('15');
    expect(meter.getByText('1 to 1440. Leave empty for the default: 15.')).toBeTruthy();
    fireEvent.change(idle, { target: { value: '30' } });
    fireEvent.change(meter.getByLabelText('Downloads per reader and document'), { target: { value: '5' } });
    fireEvent.mouseDown(meter.getByRole('combobox', { name: 'Download period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Month' }));
    save();

    await waitFor(() => expect(putBodies(requests)).toHaveLength(1));
    expect(putBodies(requests)[0]).toEqual({ config: tenantConfig({ licenceMeter: { seatIdleMinutes: 30, downloadAllowance: { limit: 5, period: 'MONTH' } } }) });
  });

  it('asks for the period of a default allowance given a limit, and sends nothing until it has one', async () => {
    const { requests } = openKeystone();
    await screen.findByDisplayValue('Keystone Standards Institute');
    await openTab('Licence meter');

    fireEvent.change(panelOf('Licence meter').getByLabelText('Prints per reader and document'), { target: { value: '2' } });
    save();

    expect(await panelOf('Licence meter').findByText('Required')).toBeTruthy();
    expect(putBodies(requests)).toEqual([]);
  });

  it("keeps what was typed and lists the server's field errors, whatever tab they are on", async () => {
    const { requests } = openKeystone({
      'PUT /api/admin/tenants/keystone': {
        status: 400,
        data: {
          status: 400,
          message: 'error.validation',
          fieldErrors: [
            { objectName: 'body', field: 'config.clUrl', message: 'Pattern' },
            { objectName: 'body', field: 'branding.primaryColor', message: 'Pattern' },
          ],
        },
      },
    });
    const libraryUrl = await screen.findByDisplayValue('https://keystone.example/compass');

    fireEvent.change(libraryUrl, { target: { value: 'keystone.example/compass' } });
    save();

    const summary = await waitFor(() => panelOf('General').getByRole('alert'));
    expect(within(summary).getByText('Nothing was saved. Correct these fields:')).toBeTruthy();
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'clUrl: The value does not have the expected format.',
      'branding.primaryColor: The value does not have the expected format.',
    ]);
    expect(valueIn('General', 'Library URL')).toBe('keystone.example/compass');
    expect(panelOf('General').getByText('The value does not have the expected format.', { selector: 'p' })).toBeTruthy();
    expect(putBodies(requests)).toHaveLength(1);

    await openTab('Branding');
    expect(panelOf('Branding').getByText('The value does not have the expected format.', { selector: 'p' })).toBeTruthy();
  });
});

describe('tenantToSave', () => {
  it('drops emptied settings and a banner without text or dates, and keeps everything else', () => {
    const config = { ...tenantConfig(), supportPhone: null, banner: { text: '', 'start-date': null, 'end-date': null } } as unknown as AdminTenant['config'];
    const { banner: _banner, supportPhone: _phone, ...rest } = tenantConfig();
    expect(tenantToSave({ id: 'keystone', config })).toEqual({ id: 'keystone', config: rest });
  });

  it("keeps the banner's translations that were written and drops the rows left empty", () => {
    const banner = {
      text: 'Closed on Friday',
      'start-date': '2026-01-01',
      'end-date': '2026-12-31',
      translations: [{ lang: 'ar', text: 'مغلق يوم الجمعة' }, { lang: null, text: '' }, { lang: 'fr', text: 'Fermé vendredi' }],
    };
    const saved = tenantToSave({ id: 'keystone', config: { ...tenantConfig(), banner } as unknown as AdminTenant['config'] });
    expect((saved.config.banner as typeof banner).translations).toEqual([
      { lang: 'ar', text: 'مغلق يوم الجمعة' },
      { lang: 'fr', text: 'Fermé vendredi' },
    ]);
    const untranslated = tenantToSave({ id: 'keystone', config: { ...tenantConfig(), banner: { ...banner, translations: [{ lang: null, text: ' ' }] } } as unknown as AdminTenant['config'] });
    expect(untranslated.config.banner).toEqual({ text: 'Closed on Friday', 'start-date': '2026-01-01', 'end-date': '2026-12-31' });
  });
});

describe('tenantToSave and the licence meter', () => {
  it('keeps the settings given, drops an allowance without a limit, and a meter with nothing set', () => {
    const withMeter = (licenceMeter: unknown) => ({ ...tenantConfig(), licenceMeter }) as unknown as AdminTenant['config'];
    expect(tenantToSave({ id: 'keystone', config: withMeter({ seatIdleMinutes: 20, printAllowance: { limit: 0, period: 'DAY' } }) }).config.licenceMeter).toEqual({
      seatIdleMinutes: 20,
      printAllowance: { limit: 0, period: 'DAY' },
    });
    expect(tenantToSave({ id: 'keystone', config: withMeter({ seatIdleMinutes: 20, downloadAllowance: { limit: null, period: 'WEEK' } }) }).config.licenceMeter).toEqual({ seatIdleMinutes: 20 });
    expect(tenantToSave({ id: 'keystone', config: withMeter({ seatIdleMinutes: null, downloadAllowance: { limit: null, period: null } }) }).config).toEqual(tenantConfig());
  });
});

describe('the support e-mail', () => {
  it("is checked by the spec's e-mail rule, as the server checks it: an IP literal is an address, a top level of digits is not", () => {
    expect(supportEmailAddress('support@keystone.example')).toBeUndefined();
    expect(supportEmailAddress('support@[127.0.0.1]')).toBeUndefined();
    expect(supportEmailAddress('')).toBeUndefined();
    expect(supportEmailAddress('support@keystone.123')).toBe('ra.validation.email');
    expect(supportEmailAddress('support@keystone')).toBe('ra.validation.email');
  });
});
