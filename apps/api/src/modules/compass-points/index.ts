/** Compass points: shared annotations of an account on a document, their change history and the rules. */
export { default as compassPointRoutes } from './compass-points.routes.js';
export {
  assertEntitled,
  cachedCompassPointFlagsForViewer,
  compassPointContext,
  compassPointFlagsForViewer,
  compassPointFlagsOf,
  documentForCaller,
  fullName,
  recordInserts,
  type CompassPointContext,
  type CompassPointRow,
} from './compass-point-store.js';
export {
  assertMayListAccount,
  assertMayUseCompassPoints,
  canManage,
  manageSettingOf,
  NOT_ELIGIBLE,
  NOT_ENABLED,
  NOT_ENTITLED_TO_DOCUMENT,
  type CompassPointUser,
  type ManageSetting,
} from './compass-points.policy.js';
export { compassPointsOfDocument } from './compass-point-lists.service.js';
export { compassPointGate, type CompassPointGate } from './compass-point-gate.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './annotations/index.js';
export * from './carry/index.js';
export * from './notes/index.js';
export * from './reports/index.js';
