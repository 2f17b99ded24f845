import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Many pages drawn at once while the garbage collector runs: before the encode kept its canvas alive, a GC during
 * the PNG encode freed the surface under the encoding thread and the server died with a segmentation fault (it
 * happened in a journey with two protected viewers open). A crash kills the process, so the drawing runs in a child.
 */
const SCRIPT = `
import { PDFDocument, StandardFonts } from 'pdf-lib';
const { loadedPdfs, renderProtectedPage } = await import('./src/modules/documents/protected.service.ts');
const doc = await PDFDocument.create();
const font = await doc.embedFont(StandardFonts.Courier);
for (let p = 0; p < 4; p++) {
  const page = doc.addPage([612, 792]);
  for (let line = 0; line < 50; line++) page.drawText('Page ' + (p + 1) + ' line ' + line + ' of a test document', { x: 72, y: 740 - line * 13, size: 10, font });
}
const bytes = Buffer.from(await doc.save());
const pdf = await loadedPdfs.get('gc-test', async () => bytes);
let drawn = 0;
const collecting = setInterval(() => globalThis.gc(), 1);
for (let round = 0; round < 2; round++) {
  const pages = Array.from({ length: 16 }, (_, i) => renderProtectedPage(pdf, (i % 4) + 1, { email: 'gc@example.org', at: new Date() }));
  for (const png of await Promise.all(pages)) if (png.subarray(1, 4).toString() === 'PNG') drawn++;
}
clearInterval(collecting);
console.log('drawn ' + drawn);
`;

describe('protected viewer pages drawn at once', () => {
  it('survive garbage collection during the PNG encode', () => {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: API_DIR,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.signal, run.stderr).toBeNull();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('drawn 32');
  }, 150_000);
});
