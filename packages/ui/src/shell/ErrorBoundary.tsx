import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useI18n } from '@codex/i18n';

function UnexpectedError() {
  const { t } = useI18n();
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Alert severity="error">{t('errors.unexpected')}</Alert>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches a rendering failure below it and shows 'An unexpected error has occurred.' instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <UnexpectedError />;
    return this.props.children;
  }
}
