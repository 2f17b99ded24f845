import { config } from 'zod/v4/core';

// Imported first by main.tsx, before any schema is made. Zod compiles its object parsers with `new Function` unless
// told not to, and probes for it even inside a try: the page's Content-Security-Policy (no 'unsafe-eval',
// docs/adr/0045) refuses the probe and reports a violation. The parsers it uses instead are as correct.
config({ jitless: true });
