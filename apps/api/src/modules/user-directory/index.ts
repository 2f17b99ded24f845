/** Colleagues of the tenant and account: the member search and the exact e-mail look-up. */
export { default as userDirectoryRoutes } from './user-directory.routes.js';
export { searchUsersByEmail, searchUsersByName } from './user-directory.service.js';
