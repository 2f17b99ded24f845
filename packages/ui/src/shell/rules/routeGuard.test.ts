import { describe, expect, it } from 'vitest';
import { guardRoute, isMenuShown } from '../rules.js';
import { account, active, config, features } from '../../test/shellFixtures.js';

describe('guardRoute', () => {
  it('is blank while the session is loading and shows the placeholder without a session', () => {
    expect(guardRoute('favorites', { status: 'loading' }, config())).toBe('blank');
    expect(guardRoute('notes', active({ compassPointFlag: true }), config())).toBe('ok');
    expect(guardRoute('notes', active({ compassPointFlag: true, userType: 'COMPANY' }), config())).toBe('forbidden');
    expect(guardRoute('linksManagement', active({ authorities: ['OPERATOR'] }), config())).toBe('ok');
    expect(guardRoute('linksManagement', active({ authorities: ['ADMIN'] }), config())).toBe('forbidden');
    expect(guardRoute('favorites', { status: 'anonymous' }, config())).toBe('placeholder');
    expect(guardRoute('favorites', { status: 'failed' }, config())).toBe('placeholder');
    expect(guardRoute('favorites', active(), config())).toBe('ok');
  });

  it('lets anyone reach home, the callback, the legacy resolvers and the fallback page', () => {
    for (const route of ['home', 'callback', 'legacy', 'notFound'] as const) {
      expect(guardRoute(route, { status: 'loading' }, config())).toBe('ok');
      expect(guardRoute(route, { status: 'anonymous' }, config())).toBe('ok');
    }
  });

  it('needs CP_ADMIN for the compass points admin list and report', () => {
    for (const route of ['compassPointsAdminList', 'compassPointsReport'] as const) {
      expect(guardRoute(route, active({ authorities: ['ADMIN'] }), config())).toBe('forbidden');
      expect(guardRoute(route, active({ authorities: ['CP_ADMIN'] }), config())).toBe('ok');
    }
  });

  it('needs ADMIN or REPORT_VIEW for the usage report', () => {
    expect(guardRoute('usageReport', active(), config())).toBe('forbidden');
    expect(guardRoute('usageReport', active({ authorities: ['CP_ADMIN'] }), config())).toBe('forbidden');
    expect(guardRoute('usageReport', active({ authorities: ['ADMIN'] }), config())).toBe('ok');
    expect(guardRoute('usageReport', active({ authorities: ['REPORT_VIEW'] }), config())).toBe('ok');
  });

  it('needs the account flag for custom collections', () => {
    expect(guardRoute('customCollections', active(), config())).toBe('forbidden');
    expect(guardRoute('customCollections', active({ customCollection: true }), config())).toBe('ok');
  });

  it('needs compassPointFlag and a user who is not COMPANY for compass point routes', () => {
    for (const route of ['compassPointsList', 'compassPointsChangeHistory'] as const) {
      expect(guardRoute(route, active(), config())).toBe('forbidden');
      expect(guardRoute(route, active({ compassPointFlag: true, userType: 'COMPANY' }), config())).toBe('forbidden');
      expect(guardRoute(route, active({ compassPointFlag: true }), config())).toBe('ok');
    }
  });

  it("leaves the shared compass point link to its page, which shows the server's refusals", () => {
    expect(guardRoute('compassPoint', active(), config())).toBe('ok');
    expect(guardRoute('compassPoint', active({ compassPointFlag: true, userType: 'COMPANY' }), config())).toBe('ok');
    expect(guardRoute('compassPoint', { status: 'anonymous' }, config())).toBe('placeholder');
  });

  it('needs the groups feature and a user who is not COMPANY for groups', () => {
    expect(guardRoute('groups', active(), config())).toBe('forbidden');
    expect(guardRoute('groups', active({ userType: 'COMPANY' }), config({ features: features('groups') }))).toBe('forbidden');
    expect(guardRoute('groups', active(), config({ features: features('groups') }))).toBe('ok');
    expect(guardRoute('groups', active(), config({ features: [{ code: 'groups', enabled: false }] }))).toBe('forbidden');
  });

  it('needs content-share for shared with me and a standards-body tenant for user resources', () => {
    expect(guardRoute('sharedWithMe', active(), config())).toBe('forbidden');
    expect(guardRoute('sharedWithMe', active(), config({ features: features('content-share') }))).toBe('ok');
    expect(guardRoute('userResources', active(), config())).toBe('forbidden');
    expect(guardRoute('userResources', active(), config({ kind: 'standards-body' }))).toBe('ok');
  });

  it('sends drm-view users from /document to /document-view', () => {
    expect(guardRoute('document', active({ contentSecurity: { 'drm-view': 'Y' } }), config())).toEqual({ redirect: '/document-view' });
    expect(guardRoute('document', active(), config())).toBe('ok');
  });
});

describe('isMenuShown', () => {
  it('hides an item either the user menu list or the tenant menu switches off, and shows unmentioned ones', () => {
    expect(isMenuShown('Favorites', account(), config())).toBe(true);
    expect(isMenuShown('Favorites', account({ userMenuList: [{ menu: { menuName: 'Favorites' }, isShowed: false }] }), config())).toBe(false);
    expect(isMenuShown('Favorites', account(), config({ menu: [{ menuName: 'Favorites', isShowed: false }] }))).toBe(false);
    expect(isMenuShown('Favorites', account({ userMenuList: [{ menu: { menuName: 'Favorites' }, isShowed: true }] }), config())).toBe(true);
  });
});
