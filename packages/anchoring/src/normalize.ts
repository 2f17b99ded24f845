/**
 * Whitespace-insensitive view of a text. Every run of whitespace becomes one space, so a sentence still matches after
 * it is reflowed (RFC 7231 and RFC 9110 break lines and indent differently). `toRaw` maps each normalised offset back.
 */
export interface NormalizedText {
  /** The text with every whitespace run collapsed to a single space. */
  readonly text: string;
  /** `toRaw[i]` is the raw offset of normalised character i; `toRaw[text.length]` is the raw length. */
  readonly toRaw: Int32Array;
}

const isSpace = (code: number): boolean =>
  code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029 || code === 0xfeff;

/** Collapses whitespace runs to one space (no trimming: offsets stay meaningful at both ends). */
export function collapseWhitespace(raw: string): string {
  return raw.replace(/[\s\u00a0\ufeff]+/g, ' ');
}

export function normalize(raw: string): NormalizedText {
  const toRaw = new Int32Array(raw.length + 1);
  const out: string[] = [];
  let n = 0;
  let runStart = 0;
  for (let i = 0; i < raw.length; i++) {
    if (isSpace(raw.charCodeAt(i))) {
      if (i === 0 || !isSpace(raw.charCodeAt(i - 1))) {
        toRaw[n++] = i;
        out.push(raw.slice(runStart, i), ' ');
      }
      runStart = i + 1;
    } else {
      toRaw[n++] = i;
    }
  }
  out.push(raw.slice(runStart));
  toRaw[n] = raw.length;
  return { text: out.join(''), toRaw: toRaw.subarray(0, n + 1) };
}

/** The normalised offset of a raw offset (the first normalised character at or after it). */
export function toNormalizedOffset(norm: NormalizedText, rawOffset: number): number {
  const { toRaw } = norm;
  let lo = 0;
  let hi = toRaw.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (toRaw[mid] < rawOffset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Raw range of a normalised range: the end maps to just after the last matched character. */
export function toRawRange(norm: NormalizedText, start: number, end: number): { start: number; end: number } {
  const rawStart = norm.toRaw[start];
  const rawEnd = end > start ? norm.toRaw[end - 1] + 1 : rawStart;
  return { start: rawStart, end: rawEnd };
}

const cache: { raw: string; norm: NormalizedText }[] = [];
const CACHE_SIZE = 4;

/** `normalize` with a small cache: carrying many anchors between two editions normalises each edition once. */
export function normalizeCached(raw: string): NormalizedText {
  const hit = cache.find((entry) => entry.raw === raw);
  if (hit) return hit.norm;
  const norm = normalize(raw);
  cache.unshift({ raw, norm });
  if (cache.length > CACHE_SIZE) cache.pop();
  return norm;
}
