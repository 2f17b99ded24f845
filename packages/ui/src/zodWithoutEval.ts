// Imported first by each app's main.tsx (@codex/ui/zodWithoutEval), before any schema is made. Zod compiles its object parsers with `new Function` unless
// told not to, and probes for it even inside a try: the page's Content-Security-Policy (no 'unsafe-eval',
// docs/adr/0045) refuses the probe and reports a violation. The parsers it uses instead are as correct.
//
// Zod keeps its configuration in globalThis.__zod_globalConfig and adopts one already there (zod/v4/core/core.js), so
// it is set without importing zod: the import made zod part of the app's first JavaScript, which needs none of it
// (3 kB gzip in the reader's, 24 kB in the console's). zodWithoutEval.test.ts checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (holder.__zod_globalConfig) holder.__zod_globalConfig.jitless = true;
else holder.__zod_globalConfig = { jitless: true };
