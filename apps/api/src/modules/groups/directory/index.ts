/** Colleagues of the tenant and account: the member search, the exact e-mail look-up and the one colleague rule. */
export { default as userDirectoryRoutes } from './user-directory.routes.js';
export { colleaguesAmong, individualsByEmail, searchUsersByEmail, searchUsersByName, type ColleagueScope } from './user-directory.service.js';
