/**
 * Where the API package (apps/api) lies on disk, for the files that travel with the code: migrations, fonts,
 * branding, help, catalogue, mail texts, citation styles. Found by walking up from this module to the package.json
 * named @codex/api, so the same answer comes from the TypeScript source (src/) and from the bundle (dist/),
 * whatever folder the process was started in (docs/adr/0063).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@codex/api';

/** The nearest folder at or above `from` whose package.json is the API's; throws when there is none. */
export function findApiPackageRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (packageName(path.join(dir, 'package.json')) === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) throw new Error(`${PACKAGE_NAME}'s package.json not found at or above ${from}`);
  }
}

function packageName(file: string): string | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? null;
  } catch {
    return null;
  }
}

/** The API package's folder (apps/api). */
export const API_ROOT = findApiPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the API package: apiPath('assets', 'fonts') is apps/api/assets/fonts. */
export function apiPath(...segments: string[]): string {
  return path.join(API_ROOT, ...segments);
}
