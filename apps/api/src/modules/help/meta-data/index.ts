/** Reference lists: countries (ISO 3166-1) and US states. */
export { default as metaDataRoutes } from './meta-data.routes.js';
export { isCountryCode, isUsStateCode } from './meta-data.service.js';
