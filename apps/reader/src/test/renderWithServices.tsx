import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider, type Catalogue } from '@codex/i18n';
import { AppNotifications, AppServicesProvider, type AppServices } from '@codex/ui';

/** English only: tests never fetch catalogues. */
const englishOnly = async () => ({}) as Catalogue;

/** Renders a component inside the providers the reader's components read (language, services, notifications, router). */
export function renderWithServices(ui: ReactNode, services: AppServices) {
  return render(
    <I18nProvider loadCatalogue={englishOnly}>
      <AppServicesProvider services={services}>
        <AppNotifications>
          <MemoryRouter>{ui}</MemoryRouter>
        </AppNotifications>
      </AppServicesProvider>
    </I18nProvider>,
  );
}
