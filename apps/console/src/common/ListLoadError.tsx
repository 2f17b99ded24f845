import Alert from '@mui/material/Alert';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list shows when the server did not answer it: the reason, from the error catalogue. Without it react-admin
 * shows the datagrid's "No … found" (or the rows of the last answer), which tells the operator something untrue.
 */
export function ListLoadError() {
  const { error } = useListContext();
  const translate = useTranslate();
  const key = (error as Error | null)?.message || 'error.unknown';
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate(key, { _: key })}
    </Alert>
  );
}
