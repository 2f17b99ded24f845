/** The catalogue import: source files to documents, relations, families, renditions and everything derived from them. See README.md. */
export {
  analyzeCatalogue,
  needsImport,
  prepareCatalogue,
  runCatalogueImport,
  runRenditions,
  type CatalogueImportResult,
  type CatalogueLog,
} from './catalogue-import.service.js';
export { applyCatalogueDelta } from './catalogue-delta.js';
