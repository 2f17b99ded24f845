// Starts a rendition worker thread from TypeScript source. On Node 20, loader hooks registered
// in the main thread (`node --import tsx`) do not reach worker threads, and `--import tsx` in a
// worker's execArgv registers nothing there either (tsx only registers itself on the main thread
// of Node 20), so the thread registers tsx itself before loading its .ts entry.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.thread.ts');
