import '@codex/ui/zodWithoutEval';
import { mountApp } from '@codex/ui';
import { ConsoleApp } from './ConsoleApp.js';

mountApp('console', (services) => <ConsoleApp services={services} />);
