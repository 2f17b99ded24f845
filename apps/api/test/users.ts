/** Test helper: users the content tests need beyond the demo users. */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { accounts, entitlements, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';

/** An individual keystone user whose own account subscribes to nothing. */
export async function createUnsubscribedUser(db: Db, login: string, password: string): Promise<number> {
  const [ada] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.login, 'ada'));
  const [account] = await db
    .insert(accounts)
    .values({ tenantId: ada.tenantId, accountNumber: `T-${login}`, name: `${login} account`, accountType: 'INDIVIDUAL' })
    .returning({ id: accounts.id });
  const [user] = await db
    .insert(users)
    .values({ tenantId: ada.tenantId, login, email: `${login}@example.org`, passwordHash: await hashPassword(password), userType: 'INDIVIDUAL' })
    .returning({ id: users.id });
  await db.insert(entitlements).values({ userId: user.id, accountId: account.id });
  return user.id;
}
