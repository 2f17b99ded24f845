export * from './limits.js';
export * from './constants.js';
export * from './error-constants.js';
export * from './enums.js';
export * from './tenant-config.js';
export * from './account.js';
export * from './errors.js';
export * from './document.js';
