/** Training videos and e-learning of a document. */
export { default as mediaRoutes } from './media.routes.js';
