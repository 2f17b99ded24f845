/**
 * A server of a journey's own, for what the shared journey server must not see: a catalogue of its own, restarted
 * on a newer catalogue release. Started as a person starts it (the API serving the built apps), on the embedded
 * database in its own folder; its output goes to a log file in that folder.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiDir = path.join(repoRoot, 'apps/api');
export const shippedCatalogueDir = path.join(apiDir, 'catalog');
export const demoDeltaFile = path.join(shippedCatalogueDir, 'test-data/delta-2024-05.jsonl.gz');

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server on the port with the folders given; resolves once /management/health answers. */
export async function startOwnServer(options: { port: number; dataDir: string; catalogueDir: string; env?: Record<string, string> }): Promise<OwnServer> {
  const url = `http://localhost:${options.port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(options.port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    CATALOG_DIR: options.catalogueDir,
    CATALOG_RENDITIONS: 'none',
    LOG_FILE: path.join(options.dataDir, 'server.log'),
    // The shared journey server holds the default mail catcher port.
    MAIL_CATCHER_PORT: '0',
    ...options.env,
  };
  delete env.DATABASE_URL;
  const out = fs.openSync(path.join(options.dataDir, 'stdout.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', out, out] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exited) throw new Error(`the server on ${url} stopped while starting; see ${options.dataDir}/stdout.log`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on ${url} did not answer within 300 s`);
    }
    try {
      if ((await fetch(`${url}/management/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (!exited) child.kill('SIGKILL');
      await gone;
    },
  };
}

/**
 * A small catalogue from the shipped files: the records whose id is listed, and the first `first` records of each
 * publisher's file besides, so a fresh server imports it in seconds.
 */
export function writeSmallCatalogue(dir: string, ids: string[], first = 150) {
  fs.mkdirSync(dir, { recursive: true });
  const wanted = new Set(ids);
  for (const name of fs.readdirSync(shippedCatalogueDir).filter((n) => n.endsWith('.jsonl.gz'))) {
    const lines = gunzipSync(fs.readFileSync(path.join(shippedCatalogueDir, name))).toString('utf8').split('\n').filter((l) => l.trim() !== '');
    const kept = lines.filter((line, index) => (index < first && !name.includes('fulltext')) || wanted.has((JSON.parse(line) as { id: string }).id));
    fs.writeFileSync(path.join(dir, name), gzipSync(`${kept.join('\n')}\n`));
  }
}

/** The catalogue in `fromDir` with the demo delta applied, written to `toDir` (the product's own tool). */
export async function applyDemoDelta(fromDir: string, toDir: string) {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/modules/catalogue-import/catalogue-delta.cli.ts', demoDeltaFile, toDir], {
    cwd: apiDir,
    env: { ...process.env, CATALOG_DIR: fromDir },
  });
}
