/** Video tutorials. */
export { default as tutorialRoutes } from './tutorials.routes.js';
