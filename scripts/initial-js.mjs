#!/usr/bin/env node
/**
 * An app's initial JavaScript: the module script of its built index.html, the files index.html preloads, and every
 * chunk those import statically, gzip-compressed as the server sends them. Chunks loaded with import() (locales, lazy
 * pages, report pages, dialogs) are not counted: the first page does not wait for them. Exits 1 over the budget or
 * when a file whose name matches --forbid is among them.
 *
 *   node scripts/initial-js.mjs --dist apps/reader/dist --budget 200 --forbid 'pdf|chart|recharts|react-admin|oidc-client'
 *   npm run size -w @codex/reader      npm run size -w @codex/console
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, budget: { type: 'string' }, forbid: { type: 'string' } } });
const dist = path.resolve(values.dist);
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The app's base path (/ for the reader, /admin/ for the console) is where its files are served from.
const base = html.match(/<script type="module"[^>]*src="(\/(?:[^"/]+\/)*)assets\//)?.[1];
if (!base) throw new Error(`No module script in ${path.join(dist, 'index.html')}: build the app first.`);
const local = (href) => href.slice(base.length);
const entries = [
  ...html.matchAll(/<script type="module"[^>]*src="([^"]+\.js)"/g),
  ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+\.js)"/g),
].map((match) => local(match[1]));

// Static imports only: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const seen = new Map();
const visit = (file) => {
  if (seen.has(file)) return;
  const code = fs.readFileSync(path.join(dist, file));
  seen.set(file, { raw: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length });
  for (const [, target] of code.toString('utf8').matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(file), target));
};
entries.forEach(visit);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [...seen].sort((a, b) => b[1].gzip - a[1].gzip);
for (const [file, size] of rows) console.log(`${kb(size.gzip).padStart(7)} kB gzip ${kb(size.raw).padStart(8)} kB  ${file}`);
const total = rows.reduce((sum, [, size]) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
const budget = values.budget ? Number(values.budget) : null;
console.log(`${kb(total.gzip).padStart(7)} kB gzip ${kb(total.raw).padStart(8)} kB  initial JavaScript (${rows.length} files)${budget ? `, budget ${budget} kB gzip` : ''}`);
const forbidden = values.forbid ? rows.filter(([file]) => new RegExp(values.forbid, 'i').test(file)) : [];
if (forbidden.length) console.log(`Not allowed in the initial JavaScript: ${forbidden.map(([file]) => file).join(', ')}`);
if ((budget !== null && total.gzip / 1024 > budget) || forbidden.length) process.exitCode = 1;
