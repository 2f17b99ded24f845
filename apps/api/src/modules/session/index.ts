/** The signed-in session: GET api/account, account switch, logout and the licence agreement. */
export { default as sessionRoutes } from './session.routes.js';
export { licenseAgreementText } from './license-agreement.js';
