/** The catalogue's state: which completed import the data in memory belongs to. */
export { catalogueGeneration } from './catalogue-generation.js';
