/**
 * Sets of document positions as ascending Int32Arrays without repeats: what the keyword index's posting lists
 * are, and what evaluating a query makes of them.
 */

/** The first index in a[from, end) whose value is not below `value` (or end), by galloping then halving. */
export function seek(a: Int32Array, from: number, value: number, end = a.length): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < end && a[high] < value) {
    low = high + 1;
    high = from + step;
    step *= 2;
  }
  if (high > end) high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (a[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * a ∩ b. The shorter list drives; the longer one is galloped through, so a rare word costs little against a common
 * one. Lists within four times each other's length are merged side by side instead, which is cheaper than galloping through both.
 */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length > b.length) [a, b] = [b, a];
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  if (b.length < a.length * 4) {
    let i = 0;
    while (i < a.length && j < b.length) {
      const x = a[i];
      const y = b[j];
      if (x < y) i++;
      else if (x > y) j++;
      else {
        out[n++] = x;
        i++;
        j++;
      }
    }
    return out.subarray(0, n);
  }
  for (let i = 0; i < a.length && j < b.length; i++) {
    const value = a[i];
    j = seek(b, j, value);
    if (j < b.length && b[j] === value) out[n++] = value;
  }
  return out.subarray(0, n);
}

/** a ∪ b. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out[n++] = a[i++];
    else if (a[i] > b[j]) out[n++] = b[j++];
    else {
      out[n++] = a[i++];
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  return out.subarray(0, n);
}

/** a \ b. */
export function difference(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    const value = a[i];
    j = seek(b, j, value);
    if (j >= b.length || b[j] !== value) out[n++] = value;
  }
  return out.subarray(0, n);
}

/** [0, size) \ a. */
export function complement(a: Int32Array, size: number): Int32Array {
  const out = new Int32Array(size - a.length);
  let n = 0;
  let j = 0;
  for (let p = 0; p < size; p++) {
    if (j < a.length && a[j] === p) j++;
    else out[n++] = p;
  }
  return out.subarray(0, n);
}

/** Where the ascending list holds value, or -1. */
export function indexOf(a: Int32Array, value: number): number {
  const at = seek(a, 0, value);
  return at < a.length && a[at] === value ? at : -1;
}

/** Whether the ascending list holds value. */
export function holds(a: Int32Array, value: number): boolean {
  return indexOf(a, value) >= 0;
}
