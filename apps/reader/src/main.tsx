import { mountApp } from '@codex/ui';
import { ReaderApp } from './ReaderApp.js';
import { preloadOpenedPage } from './router.js';

// Before the tenant's configuration and the session are read, so the opened page's code loads beside them.
preloadOpenedPage(window.location.pathname);
mountApp('reader', (services) => <ReaderApp services={services} />);
