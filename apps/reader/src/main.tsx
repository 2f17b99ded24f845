import '@codex/ui/zodWithoutEval';
import { mountApp } from '@codex/ui';
import { ReaderApp } from './ReaderApp.js';

mountApp('reader', (services) => <ReaderApp services={services} />);
