// Starts a protected page worker thread from TypeScript source: on Node 20 the main thread's tsx hooks do not
// reach worker threads (see src/rendering/render-worker.bootstrap.mjs), so the thread registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./protected-page.thread.ts');
