/** Carrying compass points to the next edition of a document (issue 16 item 8, docs/adr/0026). */
export { default as compassPointCarryRoutes } from './compass-point-carry.routes.js';
export { carryableCountsOnReplaced } from './carry-counts.js';
