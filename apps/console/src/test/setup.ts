import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A busy 2-core CI machine can take well over a second to render a whole app; waits allow for that.
configure({ asyncUtilTimeout: 5_000 });

// Test files share one jsdom (vite.config.ts): what a test rendered or stored (react-admin keeps list parameters in
// localStorage) is gone before the next one starts, whichever file it is in.
afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
