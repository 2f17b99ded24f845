import { describe, expect, it } from 'vitest';
import { failureDelayMs, lockedUntil, minutesUntil, normalizeLogin, tooManyAttemptsMessage } from './sign-in.service.js';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('sign-in throttling rules', () => {
  it('locks only from the fifth failure in the window, until that failure leaves it', () => {
    expect(lockedUntil([1, 2, 3, 4].map(minutesAgo), now)).toBeNull();
    const until = lockedUntil([1, 2, 3, 4, 10].map(minutesAgo), now);
    expect(until).toEqual(new Date(minutesAgo(10).getTime() + 15 * 60_000));
    expect(minutesUntil(until!, now)).toBe(5);
    expect(lockedUntil([1, 2, 3, 4, 15].map(minutesAgo), now)).toBeNull();
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(minutesUntil(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(minutesUntil(new Date(now.getTime() + 1_000), now)).toBe(1);
    expect(tooManyAttemptsMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(15)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('waits 200 ms more per failure, at most 2 s', () => {
    expect([1, 2, 5, 10, 50].map(failureDelayMs)).toEqual([200, 400, 1000, 2000, 2000]);
  });

  it('compares logins without case or surrounding spaces', () => {
    expect(normalizeLogin('  Ada ')).toBe('ada');
  });
});
