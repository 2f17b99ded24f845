#!/usr/bin/env node
/**
 * The reader's initial JavaScript: the entry script of dist/index.html and every chunk it imports statically,
 * gzip-compressed as the server sends them. Chunks loaded with import() (locales, lazy pages, oidc-client-ts,
 * dialogs) are not counted: home does not load them. Exits 1 over the budget (issue 3: 200 kB gzip).
 *
 *   npm run build -w @codex/reader && npm run size -w @codex/reader
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 200;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
if (!entry) throw new Error('No module script in dist/index.html: build the reader first.');

// Static imports only: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const seen = new Map();
const visit = (file) => {
  if (seen.has(file)) return;
  const code = fs.readFileSync(path.join(dist, file));
  seen.set(file, { raw: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length });
  for (const [, target] of code.toString('utf8').matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(file), target));
};
visit(entry);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [...seen].sort((a, b) => b[1].gzip - a[1].gzip);
for (const [file, size] of rows) console.log(`${kb(size.gzip).padStart(7)} kB gzip ${kb(size.raw).padStart(8)} kB  ${file}`);
const total = rows.reduce((sum, [, size]) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
console.log(`${kb(total.gzip).padStart(7)} kB gzip ${kb(total.raw).padStart(8)} kB  initial JavaScript of the home route (${rows.length} files), budget ${BUDGET_KB} kB gzip`);
const forbidden = rows.filter(([file]) => /pdf|chart|recharts|react-admin|oidc-client/i.test(file));
if (forbidden.length) console.log(`Not allowed in the initial JavaScript: ${forbidden.map(([file]) => file).join(', ')}`);
if (total.gzip / 1024 > BUDGET_KB || forbidden.length) process.exitCode = 1;
