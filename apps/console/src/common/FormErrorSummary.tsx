import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

type ErrorTree = { message?: unknown; type?: unknown; [key: string]: unknown };

/** Every error of the form as `path: message`, including fields on another tab or not on the form at all. */
function collect(node: unknown, path: string[], into: [string, string][]): [string, string][] {
  if (!node || typeof node !== 'object') return into;
  const tree = node as ErrorTree;
  if (typeof tree.message === 'string' && tree.message !== '') {
    into.push([path.join('.'), tree.message]);
    return into;
  }
  for (const [key, child] of Object.entries(tree)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    collect(child, [...path, key], into);
  }
  return into;
}

/**
 * The server's field errors listed above the form: on a tabbed form the field may sit on a tab not shown, and an
 * unknown key has no field at all. Each field also shows its own error.
 */
export function FormErrorSummary({ stripPrefix }: { stripPrefix?: string }) {
  const { errors, isSubmitted } = useFormState();
  const translate = useTranslate();
  const rows = collect(errors, [], []);
  if (!isSubmitted || rows.length === 0) return null;
  const shownPath = (path: string) => (stripPrefix && path.startsWith(`${stripPrefix}.`) ? path.slice(stripPrefix.length + 1) : path);
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }}>
      {translate('console.form.notSaved')}
      <List dense disablePadding>
        {rows.map(([path, message]) => (
          <ListItem key={path} disableGutters sx={{ display: 'list-item', listStyle: 'disc', ml: 3 }}>
            <code>{shownPath(path)}</code>: {translate(message, { _: message })}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
