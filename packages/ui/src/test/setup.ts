import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Menus, the sidebar, the header search and the notifications load on first use; on a busy 2-core machine that
// import can take over a second, so waits allow for it.
configure({ asyncUtilTimeout: 15_000 });

// Test files share one jsdom (vitest.config.ts): what a test rendered or stored is gone before the next one starts,
// whichever file it is in.
afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
