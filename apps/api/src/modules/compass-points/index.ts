/** Compass points: shared annotations of an account on a document, their change history and the rules. */
export { default as compassPointRoutes } from './compass-points.routes.js';
export { assertEntitled, compassPointContext, compassPointFlagsForViewer, compassPointFlagsOf, fullName, type CompassPointContext } from './compass-point-store.js';
export { assertMayListAccount, assertMayUseCompassPoints, NOT_ELIGIBLE, NOT_ENABLED, NOT_ENTITLED_TO_DOCUMENT, type CompassPointUser } from './compass-points.policy.js';
export { compassPointsOfDocument } from './compass-point-lists.service.js';
