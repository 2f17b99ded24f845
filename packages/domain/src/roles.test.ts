import { describe, expect, it } from 'vitest';
import { authoritiesOfClaims, roleNamesOf } from './constants.js';

describe('role names and authorities', () => {
  it('names the roles of the authorities held: every subscriber is COMPASS_USER', () => {
    expect(roleNamesOf([])).toEqual(['COMPASS_USER']);
    expect(roleNamesOf(['ADMIN'])).toEqual(['COMPASS_USER_ADMIN', 'COMPASS_USER']);
    expect(roleNamesOf(['REPORT_VIEW', 'CP_ADMIN'])).toEqual(['COMPASS_USER', 'COMPASS_USAGE_REPORT_VIEWER', 'COMPASS_POINT_ADMIN']);
    expect(roleNamesOf(['OPERATOR'])).toEqual(['COMPASS_USER']);
  });

  it("takes an identity provider's role and authority names, never OPERATOR or an unknown name", () => {
    expect(authoritiesOfClaims(['COMPASS_USER_ADMIN', 'compass_point_admin', ' COMPASS_USAGE_REPORT_VIEWER '])).toEqual(['ADMIN', 'CP_ADMIN', 'REPORT_VIEW']);
    expect(authoritiesOfClaims(['COMPASS_USER'])).toEqual([]);
    expect(authoritiesOfClaims(['OPERATOR', 'ROOT', 42, null, 'REPORT_VIEW', 'REPORT_VIEW'])).toEqual(['REPORT_VIEW']);
  });
});
