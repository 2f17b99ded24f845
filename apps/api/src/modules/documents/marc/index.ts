/** MARC records per publisher series. */
export { default as marcRoutes } from './marc.routes.js';
export { MARC_COLLECTIONS, type MarcCollection } from './marc-collections.js';
export { marcRecord, type MarcSource } from './marc-format.js';
export { marcSourceColumns } from './marc-source.js';
export { seriesNumber } from './marc.service.js';
