import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { accounts, publishers, seats, subscriptions, tenants, users } from '../../../db/schema/index.js';
import { releaseAccountSeat, releaseUserSeats, takeSeat, touchSeats } from './index.js';

let t: TestContext;
let tenantId: number;
let subscriptionId: number;
let otherAccountSubscriptionId: number;
let accountId: number;
const readers: number[] = [];
const IDLE = 15 * 60_000;

const ask = (userId: number, subscription = subscriptionId) => takeSeat(t.db, { tenantId, subscriptionId: subscription, userId, documentId: null, idleMs: IDLE });
const limit = (seatLimit: number | null, subscription = subscriptionId) => t.db.update(subscriptions).set({ seatLimit }).where(eq(subscriptions.id, subscription));

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone')))[0].id;
  const [ietf] = await t.db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
  const twoAccounts = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tenantId, tenantId)).limit(2);
  accountId = twoAccounts[0].id;
  const made = await t.db
    .insert(subscriptions)
    .values(twoAccounts.map((a) => ({ accountId: a.id, publisherId: ietf.id, name: 'IETF seats', abbrName: 'IETF', startsOn: '2026-01-01' })))
    .returning({ id: subscriptions.id });
  [subscriptionId, otherAccountSubscriptionId] = made.map((m) => m.id);
  const people = await t.db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)).limit(4);
  readers.push(...people.map((p) => p.id));
  expect(readers).toHaveLength(4);
});
afterAll(() => t.close());

async function reset(seatLimit: number | null) {
  await t.db.delete(seats).where(inArray(seats.subscriptionId, [subscriptionId, otherAccountSubscriptionId]));
  await limit(seatLimit);
}

describe('seats of a subscription with a seat limit', () => {
  it('a subscription without a limit needs no seat', async () => {
    await reset(null);
    expect(await ask(readers[0])).toEqual({ granted: true, seatId: null });
    expect(await t.db.select().from(seats).where(eq(seats.subscriptionId, subscriptionId))).toHaveLength(0);
  });

  it('gives the last seat once, keeps it for its holder, and tells the next reader how many there are and when one frees', async () => {
    await reset(1);
    const first = await ask(readers[0]);
    expect(first.granted).toBe(true);
    // The holder opening another document keeps the same seat.
    expect(await ask(readers[0])).toEqual(first);
    const refused = await ask(readers[1]);
    if (refused.granted) throw new Error('the second reader got a seat of a one-seat subscription');
    expect(refused.seatLimit).toBe(1);
    expect(refused.inUse).toBe(1);
    const [held] = await t.db.select({ lastSeenAt: seats.lastSeenAt }).from(seats).where(eq(seats.subscriptionId, subscriptionId));
    expect(refused.nextFreeAt.getTime()).toBe(held.lastSeenAt.getTime() + IDLE);
  });

  it('two readers opening at the same moment for the last seat: one seat and one refusal', async () => {
    for (let round = 0; round < 5; round++) {
      await reset(2);
      expect((await ask(readers[0])).granted).toBe(true);
      const answers = await Promise.all([ask(readers[1]), ask(readers[2])]);
      expect(answers.filter((a) => a.granted)).toHaveLength(1);
      expect(answers.filter((a) => !a.granted)).toHaveLength(1);
      expect(await t.db.select().from(seats).where(eq(seats.subscriptionId, subscriptionId))).toHaveLength(2);
    }
  });

  it('a seat idle for longer than the idle time frees itself (as a killed process’s seats do), and the heartbeat keeps one', async () => {
    await reset(1);
    expect((await ask(readers[0])).granted).toBe(true);
    expect(await touchSeats(t.db, readers[0], IDLE)).toBe(1);
    expect((await ask(readers[1])).granted).toBe(false);
    await t.db.execute(sql`update seats set last_seen_at = now() - interval '16 minutes' where subscription_id = ${subscriptionId}`);
    // An idle seat is not kept alive by a late heartbeat.
    expect(await touchSeats(t.db, readers[0], IDLE)).toBe(0);
    expect((await ask(readers[1])).granted).toBe(true);
    expect((await ask(readers[0])).granted).toBe(false);
  });

  it('a reader frees their own seats; an admin frees a seat of their account only', async () => {
    await reset(1);
    await limit(1, otherAccountSubscriptionId);
    const mine = await ask(readers[0]);
    const elsewhere = await ask(readers[3], otherAccountSubscriptionId);
    expect(await releaseUserSeats(t.db, tenantId, readers[0])).toEqual([subscriptionId]);
    expect((await ask(readers[1])).granted).toBe(true);
    if (!elsewhere.granted || elsewhere.seatId === null || !mine.granted) throw new Error('seats expected');
    // The other account's seat is not this admin's to end.
    expect(await releaseAccountSeat(t.db, accountId, elsewhere.seatId)).toBeNull();
    const [colleague] = await t.db.select({ id: seats.id }).from(seats).where(and(eq(seats.subscriptionId, subscriptionId), eq(seats.userId, readers[1])));
    expect(await releaseAccountSeat(t.db, accountId, colleague.id)).toBe(subscriptionId);
    expect((await ask(readers[2])).granted).toBe(true);
    await limit(null, otherAccountSubscriptionId);
  });
});
