import type { DataProvider } from 'react-admin';
import { createDataProvider, type ConsoleDataProvider } from '@codex/data/dataProvider';
import type { AppServices } from '@codex/ui';

export type ConsoleProvider = ConsoleDataProvider & DataProvider;

/** The console's data provider over the app's shared HTTP client (same token and headers as the reader). */
export function createConsoleDataProvider(http: AppServices['http']): ConsoleProvider {
  return createDataProvider(http) as ConsoleProvider;
}
