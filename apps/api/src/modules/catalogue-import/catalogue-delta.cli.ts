/**
 * npm run catalog:apply-delta -w @codex/api -- <delta.jsonl.gz> <out dir>
 * Writes the newer catalogue (CATALOG_DIR's files with the delta applied) into <out dir>; import it
 * with CATALOG_DIR=<out dir> npm run catalog:import -w @codex/api.
 */
import path from 'node:path';
import { apiPath } from '../../api-package.js';
import { applyCatalogueDelta } from './catalogue-delta.js';

const [deltaFile, outDir] = process.argv.slice(2);
if (!deltaFile || !outDir) {
  console.error('usage: catalog:apply-delta <delta.jsonl.gz> <out dir>');
  process.exit(2);
}
const catalogueDir = process.env.CATALOG_DIR ?? apiPath('catalog');
const result = await applyCatalogueDelta(catalogueDir, path.resolve(deltaFile), path.resolve(outDir));
console.log(`newer catalogue in ${outDir}: ${result.replaced} records replaced, ${result.added} added (${result.changedFiles.join(', ')})`);
