import { access } from '../../../lib/access-rules.js';

/**
 * A tenant's configuration shapes the whole library of that tenant (features, sign-in, branding), so only its
 * operator reads and edits it; another tenant's configuration needs a platform operator (docs/adr/0042).
 */
export const TENANT_MANAGERS = access.operator('tenant');
