/** Entry point of a protected page worker thread (see createProtectedPagePool in protected-page-pool.ts). */
import { serveJobs } from '../../lib/worker-pool.js';
import type { ProtectedPageInput, ProtectedPageReply } from './protected-page-pool.js';
import { loadedPdfs, renderProtectedPage } from './protected.service.js';

serveJobs<ProtectedPageInput, ProtectedPageReply>(async ({ sha256, bytes, pageNumber, watermark }, send) => {
  // The shared bytes are copied before pdf.js reads them (LoadedPdfs makes its own array).
  const pdf = await loadedPdfs.get(sha256, async () => bytes);
  const pageCount = pdf.numPages;
  if (pageNumber === null || !watermark || pageNumber > pageCount) return send({ pageCount, png: null });
  // Copied to the server's thread, not moved: the PNG's memory belongs to the canvas library, whose buffers a
  // thread may not be able to hand over.
  send({ pageCount, png: await renderProtectedPage(pdf, pageNumber, watermark) });
});
