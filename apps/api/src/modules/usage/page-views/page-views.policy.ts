import { access } from '../../../lib/access-rules.js';

/** Any session records the page it shows: signed-in users and companies recognised by their network alike. */
export const PAGE_VIEW_RECORDERS = access.session('none');

/** The tenant's page-view figures are its operator's: how the whole library is used, not one account's usage. */
export const PAGE_VIEW_READERS = access.operator('tenant');
