import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@codex/i18n';
import { startReader } from './features/session/startReader.js';
import { ReaderApp } from './ReaderApp.js';

const root = createRoot(document.getElementById('root')!);

startReader().then(
  async (services) => {
    // Silent token renewal loads the callback in a hidden frame: hand the answer to the parent, show nothing.
    if (services.signIn.isSilentRenewFrame()) {
      root.render(null);
      await services.signIn.completeSignIn();
      return;
    }
    root.render(
      <StrictMode>
        <ReaderApp services={services} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('The reader could not start', error);
    root.render(<p role="alert">{t('app.startupFailed')}</p>);
  },
);
