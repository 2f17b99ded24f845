import { access } from '../../lib/access-rules.js';

/**
 * The management endpoints show this server process (its environment, its logs, its traffic) and the tenant's
 * audits, so only the tenant's operator uses them; an account's ADMIN does not.
 */
export const SERVER_MANAGERS = access.operator('tenant');
