/** The catalogue import: source files to documents, relations, families, renditions and everything derived from them. See README.md. */
export { runCatalogueImport, type CatalogueImportResult } from './catalogue-import.service.js';
export { needsImport, type CatalogueLog } from './import-run.js';
export { prepareCatalogue } from './prepare-catalogue.js';
export { runRenditions } from './render-renditions.js';
export { analyzeCatalogue } from './search-aids.js';
export { applyCatalogueDelta } from './catalogue-delta.js';
