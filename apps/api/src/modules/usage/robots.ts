import fs from 'node:fs';

/**
 * COUNTER's list of robot and crawler user agents (counter-robots.json: atmire/COUNTER-Robots at 87325c9, MIT,
 * LICENSE-COUNTER-Robots.txt). Usage whose user agent matches any pattern is never counted.
 */
const patterns = (JSON.parse(fs.readFileSync(new URL('./counter-robots.json', import.meta.url), 'utf8')) as { pattern: string }[]).map((p) => p.pattern);
const robots = new RegExp(patterns.map((p) => `(?:${p})`).join('|'), 'i');

export function isRobot(userAgent: string): boolean {
  return robots.test(userAgent);
}

export const robotPatternCount = patterns.length;
