import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { apiPath } from '../api-package.js';

/** The fonts travel with the code (see assets/fonts/LICENSE-DejaVu.txt); no system font is used. */
export const FONT_DIR = apiPath('assets', 'fonts');

export const FONT_FILES = {
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

/**
 * Each font file is parsed once per thread and the parsed font is handed to every document
 * (pdfkit accepts a fontkit font in place of a file). Parsing the four fonts anew for each PDF
 * took longer than typesetting a 40-page RFC. Sharing is safe: each document keeps its own subset.
 */
let parsedFonts: Record<FontName, unknown> | null = null;
export function fonts(): Record<FontName, unknown> {
  if (!parsedFonts) {
    const probe = new PDFDocument({ autoFirstPage: false, font: '' });
    parsedFonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => {
        probe.font(readFileSync(path.join(FONT_DIR, file)));
        return [name, (probe as unknown as { _font: { font: unknown } })._font.font];
      }),
    ) as Record<FontName, unknown>;
  }
  return parsedFonts;
}

/** pdfkit's per-font cache of shaped words, kept across documents (same parsed font, same result). */
export const sharedLayoutCaches: Partial<Record<FontName, object>> = {};
