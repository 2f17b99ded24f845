import { describe, expect, it } from 'vitest';
import { resolveHomeTab, visibleHomeTabs, type HomeTabContext } from './homeTabs.js';

const individual: HomeTabContext = { isCompany: false, tocEnabled: true, trackerEnabled: true, subscriptionCount: 2 };
const company: HomeTabContext = { isCompany: true, tocEnabled: true, trackerEnabled: true, subscriptionCount: 3 };

describe('home tabs', () => {
  it('shows an individual the table of contents, recently accessed, tracker, favorites and subscriptions', () => {
    expect(visibleHomeTabs(individual)).toEqual(['tableOfContents', 'recentlyAccessed', 'tracker', 'favorites', 'subscriptions']);
  });

  it('hides the table of contents and tracker when their features are off, and subscriptions with one or none', () => {
    expect(visibleHomeTabs({ ...individual, tocEnabled: false, trackerEnabled: false, subscriptionCount: 1 })).toEqual(['recentlyAccessed', 'favorites']);
  });

  it('shows a company recently updated and, with several subscriptions, company subscriptions', () => {
    expect(visibleHomeTabs(company)).toEqual(['recentlyUpdated', 'companySubscriptions']);
    expect(visibleHomeTabs({ ...company, subscriptionCount: 1 })).toEqual(['recentlyUpdated']);
  });

  it('opens the default tab without a key', () => {
    expect(resolveHomeTab(undefined, individual)).toBe('recentlyAccessed');
    expect(resolveHomeTab(undefined, company)).toBe('recentlyUpdated');
    expect(resolveHomeTab('tracker', individual)).toBe('recentlyAccessed');
  });

  it('sends a company asking for tab 3 or lower to recently updated', () => {
    for (const key of ['0', '1', '2', '3']) expect(resolveHomeTab(key, company)).toBe('recentlyUpdated');
    expect(resolveHomeTab('4', company)).toBe('companySubscriptions');
  });

  it('sends an individual asking for a tab above 3 to recently accessed, except the table of contents', () => {
    expect(resolveHomeTab('4', individual)).toBe('recentlyAccessed');
    expect(resolveHomeTab('5', individual)).toBe('recentlyAccessed');
    expect(resolveHomeTab('6', individual)).toBe('tableOfContents');
    expect(resolveHomeTab('6', { ...individual, tocEnabled: false })).toBe('recentlyAccessed');
  });

  it('sends the tracker to recently accessed when the tracker is disabled', () => {
    expect(resolveHomeTab('1', individual)).toBe('tracker');
    expect(resolveHomeTab('1', { ...individual, trackerEnabled: false })).toBe('recentlyAccessed');
  });

  it('falls back from the subscriptions tabs with one subscription or fewer', () => {
    expect(resolveHomeTab('3', individual)).toBe('subscriptions');
    expect(resolveHomeTab('3', { ...individual, subscriptionCount: 1 })).toBe('recentlyAccessed');
    expect(resolveHomeTab('4', { ...company, subscriptionCount: 0 })).toBe('recentlyUpdated');
  });
});
