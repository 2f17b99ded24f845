/**
 * npm run bench:oai -- --base http://localhost:8080: whole OAI-PMH harvests of a running server's catalogue, as a
 * library system does them: ListRecords through every resumption token, once in oai_dc and once in marc21, over HTTP.
 * Prints the records, parts, bytes, the whole harvest's time and each part's median and p95.
 * Options: --base URL (the tenant's host; default http://localhost:8080), --prefix oai_dc|marc21|both (default both).
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://localhost:8080' }, prefix: { type: 'string', default: 'both' } } });
const base = values.base!.replace(/\/$/, '');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function harvest(prefix: string) {
  const started = performance.now();
  const partTimes: number[] = [];
  let records = 0;
  let bytes = 0;
  let query = `verb=ListRecords&metadataPrefix=${prefix}`;
  for (;;) {
    const t0 = performance.now();
    const res = await fetch(`${base}/oai?${query}`);
    const body = await res.text();
    partTimes.push(performance.now() - t0);
    if (!res.ok || body.includes('<error code=')) throw new Error(`${query}: ${res.status} ${body.slice(0, 400)}`);
    bytes += body.length;
    records += body.match(/<record>/g)?.length ?? 0;
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(body)?.[1];
    if (!token) break;
    query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...partTimes].sort((a, b) => a - b);
  console.log(
    `${prefix}: ${records} records in ${partTimes.length} parts, ${(bytes / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s ` +
      `(part median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms)`,
  );
}

for (const prefix of values.prefix === 'both' ? ['oai_dc', 'marc21'] : [values.prefix!]) await harvest(prefix);
