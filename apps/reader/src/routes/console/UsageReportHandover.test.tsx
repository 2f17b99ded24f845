// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { renderWithServices } from '../../test/renderWithServices.js';
import { fakeServices } from '../../test/fakeServices.js';
import { USAGE_REPORT_EMBED_PATH, UsageReportHandover } from './UsageReportHandover.js';

afterEach(cleanup);

const EMBED = 'http://keystone.localhost/admin/usage-report?accountId=200&from=2026-11-19&to=2026-11-26';

describe('/usage-report', () => {
  it("hands over to the console at the embed URL the server gives for the user's account and range", async () => {
    const assign = vi.fn();
    const { services } = fakeServices({ signedIn: true, routes: { [`GET ${USAGE_REPORT_EMBED_PATH}`]: () => ({ status: 200, data: { EmbedUrl: EMBED } }) } });
    renderWithServices(<UsageReportHandover assign={assign} />, services);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(EMBED));
  });

  it("opens the console's report on its defaults when the embed call fails", async () => {
    const assign = vi.fn();
    const { services } = fakeServices({ signedIn: true, routes: { [`GET ${USAGE_REPORT_EMBED_PATH}`]: () => ({ status: 403, data: { status: 403 } }) } });
    renderWithServices(<UsageReportHandover assign={assign} />, services);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/usage-report'));
  });
});
