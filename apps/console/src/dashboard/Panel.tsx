import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { LoadingSkeleton } from '../common/LoadingSkeleton.js';
import { useLoaded, type Loaded } from '../common/useLoaded.js';

/** One panel's own call: loading, failed (with a retry) or its data; another panel's failure does not touch it. */
export const usePanelData = <T,>(load: () => Promise<T>) => useLoaded(load);

/** A dashboard panel: its title, what it shows (or its loading and error states), and a link to its page. */
export function Panel<T>({ id, title, state, retry, to, linkLabel, children }: {
  id: string;
  title: string;
  state: Loaded<T>;
  retry: () => void;
  to: string;
  linkLabel: string;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  // The console's pages sit under its basename (/admin): a path without it would leave the console for the reader.
  const basename = useBasename();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {state.status === 'loading' ? <LoadingSkeleton variant="rectangular" height={96} /> : null}
        {state.status === 'failed' ? (
          <Typography role="alert" color="error">
            {translate('console.dashboard.panelFailed')}
          </Typography>
        ) : null}
        {state.status === 'ready' ? children(state.data) : null}
      </CardContent>
      <CardActions>
        {state.status === 'failed' ? <Button onClick={retry}>{translate('console.dashboard.retry')}</Button> : null}
        <Button component={Link} to={`${basename}${to}`}>
          {linkLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
