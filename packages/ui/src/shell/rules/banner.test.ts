import { describe, expect, it } from 'vitest';
import { bannerAllowedBy, isBannerVisible } from '../rules.js';

describe('isBannerVisible', () => {
  const banner = { text: 'Maintenance on Saturday', 'start-date': '2026-03-01', 'end-date': '2026-03-31' };

  it('shows between start and end date, both days included', () => {
    expect(isBannerVisible(banner, new Date('2026-03-01T00:00:00'), false, true)).toBe(true);
    expect(isBannerVisible(banner, new Date('2026-03-15T12:00:00'), false, true)).toBe(true);
    expect(isBannerVisible(banner, new Date('2026-03-31T23:59:00'), false, true)).toBe(true);
  });

  it('hides before the start, after the end, when dismissed or absent', () => {
    expect(isBannerVisible(banner, new Date('2026-02-28T23:59:00'), false, true)).toBe(false);
    expect(isBannerVisible(banner, new Date('2026-04-01T00:00:01'), false, true)).toBe(false);
    expect(isBannerVisible(banner, new Date('2026-03-15T12:00:00'), true, true)).toBe(false);
    expect(isBannerVisible(undefined, new Date('2026-03-15T12:00:00'), false, true)).toBe(false);
  });

  it('hides when the session flag does not allow it', () => {
    expect(isBannerVisible(banner, new Date('2026-03-15T12:00:00'), false, false)).toBe(false);
  });
});

describe('bannerAllowedBy (the session flag)', () => {
  it("follows an active session's showBanner; a visitor without a session may see it; nothing while the session loads", () => {
    expect(bannerAllowedBy({ status: 'active', account: { showBanner: true } })).toBe(true);
    expect(bannerAllowedBy({ status: 'active', account: { showBanner: false } })).toBe(false);
    expect(bannerAllowedBy({ status: 'anonymous' })).toBe(true);
    expect(bannerAllowedBy({ status: 'loading' })).toBe(false);
  });
});
