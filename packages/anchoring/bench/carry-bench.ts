/**
 * Carrying 200 anchors from RFC 7231 to RFC 9110, which obsoletes it. Target: at most 2 s for all 200.
 * Run: npm run bench -w @codex/anchoring. The anchors are sentences picked evenly through RFC 7231.
 */
import { carry, describe, type CarryOutcome } from '../src/index';
import { normalize, toRawRange } from '../src/normalize';
import { rfc7231, rfc9110 } from '../test-fixtures/rfc-texts';

const ANCHORS = 200;
const TARGET_MS = 2000;

/** Sentences of 40 to 300 characters (whitespace-normalised), as raw ranges of the old text. */
function pickSentences(text: string, count: number): { start: number; end: number }[] {
  const norm = normalize(text);
  const sentences: { start: number; end: number }[] = [];
  const pattern = /[A-Z][^.]{38,298}\./g;
  for (let m = pattern.exec(norm.text); m; m = pattern.exec(norm.text)) {
    sentences.push(toRawRange(norm, m.index, m.index + m[0].length));
  }
  const step = sentences.length / count;
  return Array.from({ length: count }, (_, i) => sentences[Math.floor(i * step)]);
}

const ranges = pickSentences(rfc7231, ANCHORS);
const anchors = ranges.map(({ start, end }) => describe(rfc7231, start, end));
const outcomes: Record<CarryOutcome, number> = { exact: 0, moved: 0, changed: 0, 'not-found': 0 };

const started = performance.now();
for (const selectors of anchors) outcomes[carry(rfc7231, rfc9110, selectors).outcome]++;
const elapsed = performance.now() - started;

console.log(`carried ${anchors.length} anchors from RFC 7231 to RFC 9110 in ${elapsed.toFixed(0)} ms (target ≤ ${TARGET_MS} ms)`);
console.log(`outcomes: ${Object.entries(outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}`);
if (elapsed > TARGET_MS) {
  console.log('over the target');
  process.exitCode = 1;
}
