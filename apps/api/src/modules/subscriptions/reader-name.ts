import { sql } from 'drizzle-orm';

/** A user's name as the console shows it (over `users u`): first and last name, or the login when the user has neither. */
export const readerName = sql.raw(`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.login)`);
