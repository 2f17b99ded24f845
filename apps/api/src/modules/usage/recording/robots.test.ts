import { describe, expect, it } from 'vitest';
import { isRobot } from './robots.js';

describe('isRobot', () => {
  it('gives the same answer for a user agent asked again, robot or browser', () => {
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    expect([isRobot(bot), isRobot(bot), isRobot(browser), isRobot(browser)]).toEqual([true, true, false, false]);
  });

  it('still answers after more user agents than it remembers', () => {
    for (let i = 0; i < 1_500; i++) isRobot(`Browser/${i}`);
    expect(isRobot('curl/8.5.0')).toBe(true);
    expect(isRobot('Browser/1')).toBe(false);
  });
});
