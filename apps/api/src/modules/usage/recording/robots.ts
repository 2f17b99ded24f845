import fs from 'node:fs';
import { apiPath } from '../../../api-package.js';

/**
 * COUNTER's list of robot and crawler user agents (counter-robots.json: atmire/COUNTER-Robots at 87325c9, MIT,
 * LICENSE-COUNTER-Robots.txt). Usage whose user agent matches any pattern is never counted.
 */
const patterns = (JSON.parse(fs.readFileSync(apiPath('src', 'modules', 'usage', 'recording', 'counter-robots.json'), 'utf8')) as { pattern: string }[]).map((p) => p.pattern);
const robots = new RegExp(patterns.map((p) => `(?:${p})`).join('|'), 'i');

/** A client sends the same user agent with every request: the answer of the long pattern list is kept per user agent. */
const answers = new Map<string, boolean>();
const MAX_REMEMBERED = 1_000;

export function isRobot(userAgent: string): boolean {
  let robot = answers.get(userAgent);
  if (robot === undefined) {
    robot = robots.test(userAgent);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(userAgent, robot);
  }
  return robot;
}

export const robotPatternCount = patterns.length;
