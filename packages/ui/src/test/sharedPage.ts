import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * For test files that share one jsdom (vitest `isolate: false`): after every test, what it rendered and what it kept
 * in the browser's storage (react-admin keeps list parameters in localStorage) is gone before the next test starts,
 * whichever file that is in. `alsoReset` clears what else a package's tests leave behind.
 */
export function emptyThePageAfterEachTest(alsoReset?: () => void) {
  afterEach(() => {
    cleanup();
    if (typeof localStorage !== 'undefined') localStorage.clear();
    if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
    alsoReset?.();
  });
}
