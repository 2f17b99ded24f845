/** The catalogue's state: the newest import run and whether it completed, and which completed import the data in memory belongs to. */
export { catalogueGeneration } from './catalogue-generation.js';
export { catalogueState, type CatalogueRun } from './catalogue-state.js';
export { CatalogueWatch, CATALOGUE_CHECK_MS } from './catalogue-watch.js';
