import { configure } from '@testing-library/react';
import { emptyThePageAfterEachTest } from '@codex/ui/testing';

// A busy 2-core CI machine can take well over a second to render a whole app, and a slow host of the kind several
// (the console's list filter, debounced, took over 5 s on 2026-11-30; TenantEdit's form, mounted beside the API passes,
// about 15 s on the slowest): waits allow for that and stop once met.
configure({ asyncUtilTimeout: 30_000 });

// Test files share one jsdom (vite.config.ts): what a test rendered, stored or put in the address bar is gone before
// the next one starts, whichever file it is in.
emptyThePageAfterEachTest(() => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/') window.history.replaceState(null, '', '/');
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  }
});
