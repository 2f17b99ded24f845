/**
 * The k best of a list by a comparison, in order: a bounded max-heap, so picking the best thousand of
 * six hundred thousand matches costs one comparison with the heap's worst for most of them.
 */
export function topPositions(positions: Int32Array, k: number, compare: (a: number, b: number) => number): Int32Array {
  if (k <= 0) return new Int32Array(0);
  if (positions.length <= k) return Int32Array.from(positions).sort(compare);
  // heap[0] is the worst of the best k seen so far
  const heap = new Int32Array(k);
  let size = 0;
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[parent], heap[i]) >= 0) break;
      const x = heap[parent];
      heap[parent] = heap[i];
      heap[i] = x;
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < size && compare(heap[l], heap[worst]) > 0) worst = l;
      if (r < size && compare(heap[r], heap[worst]) > 0) worst = r;
      if (worst === i) return;
      const x = heap[worst];
      heap[worst] = heap[i];
      heap[i] = x;
      i = worst;
    }
  };
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    if (size < k) {
      heap[size++] = p;
      up(size - 1);
    } else if (compare(p, heap[0]) < 0) {
      heap[0] = p;
      down(0);
    }
  }
  return heap.sort(compare);
}

/**
 * The k smallest of some distinct numbers, ascending, in a new array: a quickselect puts them first, then only they
 * are sorted (the typed arrays' own numeric sort), so the best thousand of six hundred thousand cost one pass.
 */
export function smallest(values: Float64Array, k: number): Float64Array {
  if (k <= 0) return new Float64Array(0);
  const a = Float64Array.from(values);
  if (k < a.length) {
    let left = 0;
    let right = a.length - 1;
    const target = k - 1;
    while (right > left) {
      const mid = (left + right) >>> 1;
      // median of three as the pivot
      const x = a[left];
      const y = a[mid];
      const z = a[right];
      const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
      let i = left;
      let j = right;
      while (i <= j) {
        while (a[i] < pivot) i++;
        while (a[j] > pivot) j--;
        if (i <= j) {
          const t = a[i];
          a[i] = a[j];
          a[j] = t;
          i++;
          j--;
        }
      }
      if (target <= j) right = j;
      else if (target >= i) left = i;
      else break;
    }
  }
  return a.subarray(0, Math.min(k, a.length)).sort();
}
