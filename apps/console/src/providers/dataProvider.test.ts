// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices } from '../test/fakeServices.js';
import { createConsoleDataProvider } from './dataProvider.js';

describe("the console's data provider", () => {
  it("offers react-admin's methods and every resource's own calls under one name each", () => {
    const { services } = signedInServices(['OPERATOR']);
    const provider = createConsoleDataProvider(services.http);
    expect(Object.keys(provider).sort()).toEqual(
      [
        // react-admin's own (@codex/data)
        'getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany',
        // resources/accounts
        'grantSubscription', 'revokeSubscription', 'changeSubscriptionTerms', 'changeAuthorities', 'accountSeats', 'endSeat', 'accountAllowances',
        // resources/threaddump
        'downloadThreadDump',
        // resources/compassPoints
        'compassPointHistory', 'setCompassPointActive',
        // resources/compassPoints/report
        'compassPointReport', 'compassPointReportCsv',
        // resources/customCollections
        'addToCustomCollection', 'removeFromCustomCollection', 'searchEntitledDocuments',
        // resources/webhooks
        'sendWebhookTest', 'webhookDeliveries',
        // resources/usageReports
        'usageDashboard', 'usageDashboardPeriods', 'usageAccounts', 'usageCounterReport', 'usageApiKeys', 'createUsageApiKey', 'revokeUsageApiKey', 'processUsageNow',
        // resources/pageViews
        'pageViews',
        // dashboard
        'operatorWork', 'operatorCatalogue', 'operatorActivity', 'accountSharing', 'accountSeatsPanel',
      ].sort(),
    );
    for (const method of Object.values(provider)) expect(typeof method).toBe('function');
  });
});
