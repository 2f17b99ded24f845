import { configure } from '@testing-library/react';
import { emptyThePageAfterEachTest } from './sharedPage.js';

// Menus, the sidebar, the header search and the notifications load on first use; on a busy 2-core machine that
// import can take over a second, so waits allow for it.
configure({ asyncUtilTimeout: 30_000 });

// Most test files share one jsdom (vitest.config.ts).
emptyThePageAfterEachTest();
