/** Carrying compass points to the next edition of a document (issue 16 item 8). */
export { CarryBanner } from './CarryBanner.js';
export { CarryCompassPointsDialog, type CarryCompassPointsDialogProps } from './CarryCompassPointsDialog.js';
export { carryCompassPoints, fetchCarryPreview } from './carryApi.js';
export { compassPointLink, mayOfferCarry } from './carryRules.js';
