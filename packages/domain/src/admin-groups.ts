import { z } from 'zod';
import { AdminGroupRow } from './notifications.js';

/**
 * The console's groups resource for account admins: every group of the admin's selected account.
 * The row (AdminGroupRow) is declared with the rest of issue 15's contract in notifications.ts.
 */

export const ADMIN_GROUP_SORT_FIELDS = ['name', 'memberCount', 'contentCount', 'createdAt', 'updatedAt'] as const;

/** GET /api/admin/groups?page&size&sort&q&accountId; total in x-total-count. */
export const AdminGroupListQuery = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    sort: z
      .string()
      .regex(new RegExp(`^(${ADMIN_GROUP_SORT_FIELDS.join('|')})(,(asc|desc))?$`, 'i'), 'Pattern')
      .default('name,asc')
      .describe(`field,asc|desc (either case); field one of ${ADMIN_GROUP_SORT_FIELDS.join(', ')}`),
    q: z.string().trim().max(100).optional().describe("part of the group's name, or of its owner's name or e-mail, any case"),
    accountId: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("the operator's pick among the tenant's accounts (default: the session's account)"),
  })
  .strict();
export type AdminGroupListQuery = z.input<typeof AdminGroupListQuery>;

export const AdminGroupIdParams = z.object({ id: z.coerce.number().int().positive() });

/** A member as the console's group page lists it. */
export const AdminGroupMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type AdminGroupMember = z.infer<typeof AdminGroupMember>;

/** A document of the group as the console's group page lists it. */
export const AdminGroupDocument = z.object({
  contentCode: z.string(),
  designation: z.string(),
  title: z.string(),
});
export type AdminGroupDocument = z.infer<typeof AdminGroupDocument>;

/** GET /api/admin/groups/{id}: the row with its members and documents. */
export const AdminGroupDetail = AdminGroupRow.extend({
  members: z.array(AdminGroupMember),
  documents: z.array(AdminGroupDocument),
});
export type AdminGroupDetail = z.infer<typeof AdminGroupDetail>;
