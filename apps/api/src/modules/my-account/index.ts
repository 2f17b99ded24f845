/** My account: the signed-in user's own details (PUT api/user-accounts). */
export { default as myAccountRoutes } from './my-account.routes.js';
