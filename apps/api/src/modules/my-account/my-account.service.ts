import { and, eq } from 'drizzle-orm';
import type { FieldError, UpdateUserAccountRequest, UserAccountDto } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isCountryCode, isUsStateCode } from '../help/index.js';

const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** The address fields to store: codes checked against the COUNTRY and STATE lists; state kept only for the US. */
export function addressOf(request: UpdateUserAccountRequest) {
  const country = blankToNull(request.country)?.toUpperCase() ?? null;
  const state = country === 'US' ? (blankToNull(request.state)?.toUpperCase() ?? null) : null;
  const fieldErrors: FieldError[] = [];
  if (country !== null && !isCountryCode(country)) fieldErrors.push({ objectName: 'userAccount', field: 'country', message: 'Invalid' });
  if (state !== null && !isUsStateCode(state)) fieldErrors.push({ objectName: 'userAccount', field: 'state', message: 'Invalid' });
  if (fieldErrors.length) throw AppError.validation(fieldErrors);
  return {
    address1: blankToNull(request.address1),
    address2: blankToNull(request.address2),
    city: blankToNull(request.city),
    state,
    postalCode: blankToNull(request.postalCode),
    country,
    mobile: blankToNull(request.mobile),
  };
}

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  address1: users.address1,
  address2: users.address2,
  city: users.city,
  state: users.state,
  postalCode: users.postalCode,
  country: users.country,
  mobile: users.mobile,
};

/** Saves the my-account form for the user and answers the stored profile. */
export async function updateUserAccount(db: Db, user: { tenantId: number; userId: number }, request: UpdateUserAccountRequest): Promise<UserAccountDto> {
  const [row] = await db
    .update(users)
    .set(addressOf(request))
    .where(and(eq(users.id, user.userId), eq(users.tenantId, user.tenantId)))
    .returning(columns);
  if (!row) throw AppError.notFound('User account');
  return row;
}
