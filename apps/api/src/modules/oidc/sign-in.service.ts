import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES = 5;
const DELAY_STEP_MS = 200;
const MAX_DELAY_MS = 2000;

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** Failures are counted per tenant, login and address, so one guesser cannot lock a user out everywhere. */
export interface AttemptKey {
  tenantId: number;
  login: string;
  ip: string;
}

export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase().slice(0, 100);
}

/** Failure times of this key inside the window, newest first. */
export async function recentFailures(db: Db, key: AttemptKey, now = new Date()): Promise<Date[]> {
  const rows = await db
    .select({ failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.tenantId, key.tenantId),
        eq(signInFailures.login, key.login),
        eq(signInFailures.ip, key.ip),
        gt(signInFailures.failedAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(signInFailures.failedAt))
    .limit(MAX_FAILURES);
  return rows.map((r) => r.failedAt);
}

/** When the lock ends: once the fifth most recent failure leaves the window. Null when not locked. */
export function lockedUntil(failures: Date[], now = new Date()): Date | null {
  if (failures.length < MAX_FAILURES) return null;
  const until = new Date(failures[MAX_FAILURES - 1].getTime() + FAILURE_WINDOW_MS);
  return until > now ? until : null;
}

export function minutesUntil(until: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** The pause before answering a failed attempt: 200 ms per recent failure, at most 2 s. */
export function failureDelayMs(failureCount: number): number {
  return Math.min(DELAY_STEP_MS * failureCount, MAX_DELAY_MS);
}

export async function recordFailure(db: Db, key: AttemptKey): Promise<void> {
  await db.insert(signInFailures).values(key);
}

export async function clearFailures(db: Db, key: AttemptKey): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.tenantId, key.tenantId), eq(signInFailures.login, key.login), eq(signInFailures.ip, key.ip)));
}

export type SignInUser = typeof users.$inferSelect;

/**
 * The user of this tenant with this login and password, or null. Unknown logins and
 * deactivated users cost the same password check, so the answer does not tell them apart.
 */
export async function checkCredentials(db: Db, tenantId: number, login: string, password: string): Promise<SignInUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.login, login)))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash, password);
  return valid && user && user.activated ? user : null;
}
