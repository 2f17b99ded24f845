// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Annotation } from './annotations.js';
import { boxesOfRange, drawPdfHighlights, hitTest } from './pdfHighlights.js';

const labels = { marker: (kind: string, label: string) => `${kind === 'note' ? 'Note' : 'Compass point'}: ${label}` };

function annotation(key: string, label = key): Annotation {
  return { kind: 'compassPoint', key, ids: [key], label, page: 3, boxes: null, selectors: [{ type: 'TextQuoteSelector', exact: 'x', prefix: '', suffix: '' }] };
}

/** A range whose client rects are given (jsdom lays nothing out). */
const rangeWith = (rects: { left: number; top: number; width: number; height: number }[]) =>
  ({ getClientRects: () => rects.map((r) => ({ ...r, right: r.left + r.width, bottom: r.top + r.height })) }) as unknown as Range;
const page = { left: 100, top: 50, width: 600, height: 800 } as DOMRect;

describe('a range measured as boxes of its page', () => {
  it('merges the spans of a line, keeps one box per line and answers fractions of the page', () => {
    const boxes = boxesOfRange(
      rangeWith([
        { left: 160, top: 290, width: 120, height: 12 },
        { left: 280, top: 290.5, width: 180, height: 12 },
        { left: 160, top: 306, width: 90, height: 12 },
        { left: 300, top: 306, width: 0.2, height: 12 },
      ]),
      page,
    );
    expect(boxes).toEqual([
      { x: 0.1, y: 0.3, w: 0.5, h: 0.0156 },
      { x: 0.1, y: 0.32, w: 0.15, h: 0.015 },
    ]);
  });

  it('keeps a box inside the page', () => {
    const [box] = boxesOfRange(rangeWith([{ left: 640, top: 830, width: 100, height: 40 }]), page);
    expect(box.x + box.w).toBeLessThanOrEqual(1);
    expect(box.y + box.h).toBeLessThanOrEqual(1);
  });
});

describe('drawing a page\'s highlights', () => {
  it('draws each box in percentages of the page with a named marker beside its first line', () => {
    const layer = document.createElement('div');
    document.body.append(layer);
    const focused = drawPdfHighlights(layer, [{ annotation: annotation('cp:1', 'Methods'), boxes: [{ x: 0.1, y: 0.3, w: 0.6, h: 0.02 }, { x: 0.1, y: 0.32, w: 0.2, h: 0.02 }] }], 'cp:1', labels);
    const rects = layer.querySelectorAll<HTMLElement>('.codex-annotation-rect');
    expect(rects).toHaveLength(2);
    expect(rects[0].style.left).toBe('10%');
    expect(rects[0].style.top).toBe('30%');
    expect(rects[0].style.width).toBe('60%');
    expect(rects[0].className).toContain('focused');
    const marker = layer.querySelector<HTMLButtonElement>('.codex-annotation-marker')!;
    expect(marker.getAttribute('aria-label')).toBe('Compass point: Methods');
    expect(marker.style.top).toBe('calc(31.000% - var(--codex-marker-size) / 2)');
    expect(focused).toBe(marker);
    layer.remove();
  });

  it('draws again without taking the keyboard focus from a marker', () => {
    const layer = document.createElement('div');
    document.body.append(layer);
    const placed = [
      { annotation: annotation('cp:1'), boxes: [{ x: 0.1, y: 0.3, w: 0.6, h: 0.02 }] },
      { annotation: annotation('cp:2'), boxes: [{ x: 0.1, y: 0.5, w: 0.3, h: 0.02 }] },
    ];
    drawPdfHighlights(layer, placed, null, labels);
    const second = layer.querySelector<HTMLButtonElement>('[data-annotation-key="cp:2"].codex-annotation-marker')!;
    second.focus();
    // The text layer arrived: the same highlights measured a little differently.
    drawPdfHighlights(layer, placed.map((item) => ({ ...item, boxes: [{ ...item.boxes[0], y: item.boxes[0].y + 0.001 }] })), null, labels);
    expect(document.activeElement).toBe(second);
    expect(second.isConnected).toBe(true);
    expect(second.style.top).toBe('calc(51.100% - var(--codex-marker-size) / 2)');
    expect(layer.querySelectorAll('.codex-annotation-marker')).toHaveLength(2);
    expect(layer.querySelectorAll('.codex-annotation-rect')).toHaveLength(2);
    // A compass point deactivated elsewhere goes, focus or not.
    drawPdfHighlights(layer, placed.slice(0, 1), null, labels);
    expect(layer.querySelectorAll('.codex-annotation-marker')).toHaveLength(1);
    expect(second.isConnected).toBe(false);
    layer.remove();
  });

  it('finds the highlight under a click', () => {
    const layer = document.createElement('div');
    drawPdfHighlights(layer, [{ annotation: annotation('cp:9'), boxes: [{ x: 0, y: 0, w: 1, h: 1 }] }], null, labels);
    const rect = layer.querySelector<HTMLElement>('.codex-annotation-rect')!;
    rect.getBoundingClientRect = () => ({ left: 10, top: 10, right: 50, bottom: 20 }) as DOMRect;
    expect(hitTest(layer, 20, 15)).toBe('cp:9');
    expect(hitTest(layer, 60, 15)).toBeNull();
  });
});
