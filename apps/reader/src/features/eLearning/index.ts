/** What the reader's e-learning feature offers the pages and the other features; its other files are its own. */
export { useELearning, type OpenWindow } from './useELearning.js';
