/** Media files the reader plays (training videos on the document page, tutorials on /video). */
export { playableUrl } from './playableUrl.js';
