import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the module-surface rule for a file with this text at this path (the file need not exist). */
async function surfaceMessages(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, relativePath) });
  return result.messages.filter((m) => m.ruleId === 'codex/module-surface').map((m) => m.message);
}

describe('npm run lint: a module is used through its index.ts', () => {
  it('refuses an import that reaches into another module', async () => {
    const messages = await surfaceMessages(
      'apps/api/src/modules/home/probe.ts',
      "import { favoriteOf } from '../favorites/favorites.service.js';\nexport const probe = favoriteOf;\n",
    );
    expect(messages).toEqual([
      "'../favorites/favorites.service.js' reaches into src/modules/favorites: import what it offers from its index.js ('../favorites/index.js')",
    ]);
  });

  it("refuses an import into another feature's nested folder, the nested folder's index included", async () => {
    const expected = "reaches into src/modules/compass-points: import what it offers from its index.js ('../compass-points/index.js')";
    expect(await surfaceMessages('apps/api/src/modules/home/probe.ts', "export { compassPointCarryRoutes } from '../compass-points/carry/index.js';\n")).toEqual([
      `'../compass-points/carry/index.js' ${expected}`,
    ]);
    expect(await surfaceMessages('apps/api/src/modules/home/probe.ts', "export { default } from '../compass-points/carry/compass-point-carry.routes.js';\n")).toHaveLength(1);
    // Inside the feature, its nested parts are its own.
    expect(await surfaceMessages('apps/api/src/modules/compass-points/reports/probe.ts', "export { compassPointCarryRoutes } from '../carry/index.js';\n")).toEqual([]);
  });

  it('refuses a deep import into the shared rendering home, from a module and from the app', async () => {
    expect(await surfaceMessages('apps/api/src/modules/help/probe.ts', "export { FONT_DIR } from '../../rendering/rfc-pdf.js';\n")).toHaveLength(1);
    expect(await surfaceMessages('apps/api/src/probe.ts', "export { prepareCatalogue } from './modules/catalogue-import/catalogue-import.service.js';\n")).toHaveLength(1);
  });

  it("accepts another module's index and a module's own files, tests included", async () => {
    expect(await surfaceMessages('apps/api/src/modules/home/probe.ts', "export { offeredPublishers } from '../documents/index.js';\n")).toEqual([]);
    expect(await surfaceMessages('apps/api/src/modules/search/engines/probe.ts', "export { Keywords } from '../search.schema.js';\n")).toEqual([]);
    expect(await surfaceMessages('apps/api/src/modules/favorites/probe.test.ts', "export { favoriteOf } from './favorites.service.js';\n")).toEqual([]);
  });

  it("refuses a reader page's import into a feature's files, and takes its index, an import() and a test's reach", async () => {
    expect(await surfaceMessages('apps/reader/src/routes/home/probe.ts', "export { useSession } from '../../features/session/SessionProvider.js';\n")).toEqual([
      "'../../features/session/SessionProvider.js' reaches into src/features/session: import what it offers from its index.js ('../../features/session/index.js')",
    ]);
    expect(await surfaceMessages('apps/reader/src/features/sharing/probe.ts', "export { useRemote } from '../remote/useRemote.js';\n")).toHaveLength(1);
    expect(await surfaceMessages('apps/reader/src/routes/home/probe.ts', "export { useSession } from '../../features/session/index.js';\n")).toEqual([]);
    expect(await surfaceMessages('apps/reader/src/routes/home/probe.ts', "export const later = () => import('../../features/session/SessionDialogs.js');\n")).toEqual([]);
    expect(await surfaceMessages('apps/reader/src/routes/home/probe.test.ts', "export { tenantSettings } from '../../features/compassPoints/compassPointFixtures.js';\n")).toEqual([]);
  });

  it('keeps test helpers out of production code', async () => {
    const messages = await surfaceMessages('apps/api/src/modules/documents/probe.ts', "export { signInAs } from '../../../test/sign-in.js';\n");
    expect(messages).toEqual(["'../../../test/sign-in.js' is a test helper: production code may not import apps/api/test/"]);
    expect(await surfaceMessages('apps/api/src/modules/documents/probe.test.ts', "export { signInAs } from '../../../test/sign-in.js';\n")).toEqual([]);
  });
});
