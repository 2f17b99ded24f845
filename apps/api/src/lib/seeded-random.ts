/**
 * A seeded generator of numbers in [0, 1) (mulberry32): small, fast and the same sequence for the same seed, so a
 * model built from the catalogue, a test's generated data and a benchmark's synthetic catalogue come out the same on
 * every run. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
