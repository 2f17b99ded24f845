import type { DataProvider } from 'react-admin';
import type { HttpClient } from '@codex/data';
import { createDataProvider } from '@codex/data/dataProvider';
import { accountCalls, type AccountCalls } from '../resources/accounts/index.js';
import { compassPointCalls, compassPointReportCalls, type CompassPointCalls, type CompassPointReportCalls } from '../resources/compassPoints/index.js';
import { customCollectionCalls, type CustomCollectionCalls } from '../resources/customCollections/index.js';
import { pageViewCalls, type PageViewCalls } from '../resources/pageViews/index.js';
import { threaddumpCalls, type ThreaddumpCalls } from '../resources/threaddump/index.js';
import { usageReportCalls, type UsageReportCalls } from '../resources/usageReports/index.js';
import { webhookCalls, type WebhookCalls } from '../resources/webhooks/index.js';
import { dashboardCalls, type DashboardCalls } from '../dashboard/dashboardCalls.js';

/** react-admin's methods over the endpoints table (@codex/data) and every resource's own calls, one provider. */
export type ConsoleDataProvider = DataProvider &
  AccountCalls &
  CompassPointCalls &
  CompassPointReportCalls &
  CustomCollectionCalls &
  DashboardCalls &
  PageViewCalls &
  ThreaddumpCalls &
  UsageReportCalls &
  WebhookCalls;

/** The console's data provider over the app's shared HTTP client (same token and headers as the reader). */
export function createConsoleDataProvider(http: HttpClient): ConsoleDataProvider {
  return {
    ...(createDataProvider(http) as DataProvider),
    ...accountCalls(http),
    ...compassPointCalls(http),
    ...compassPointReportCalls(http),
    ...customCollectionCalls(http),
    ...dashboardCalls(http),
    ...pageViewCalls(http),
    ...threaddumpCalls(http),
    ...usageReportCalls(http),
    ...webhookCalls(http),
  };
}
