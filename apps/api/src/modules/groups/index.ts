/**
 * Groups of an account: members and documents shared with them, the group e-mail, and what the console's
 * groups resource and content sharing reuse.
 */
export { default as groupsRoutes } from './groups.routes.js';
export { adminDeleteGroup, adminGroupDetail, listAdminGroups, type AdminGroupQuery, type AdminGroupScope } from './admin-groups.service.js';
export {
  DOCUMENT_NOT_ENTITLED,
  NOT_AUTHORIZED,
  assertIndividualWithAccount,
  assertMayUseGroups,
  canShareWithGroup,
  mayShareDocument,
  mayUseGroups,
  type GroupUser,
} from './groups.policy.js';
export { groupForCaller, receivingMembersOf, rostersOf, selectedAccountOf } from './group-store.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './admin/index.js';
export * from './directory/index.js';
export * from './sharing/index.js';
