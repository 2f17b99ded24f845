import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';

/**
 * What a console page the signed-in user's role does not open says (a link or bookmark to it, never a menu entry):
 * the page exists, but not for this role; not react-admin's "Not Found … bad link".
 */
export function NotForYourRole({ resource }: { resource: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  return (
    <Box component="section" sx={{ m: 2, maxWidth: 640 }}>
      <Title title={name} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('console.notForYourRole.title', { page: name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.notForYourRole.body')}
      </Typography>
      <Button component={Link} to={basename || '/'} variant="contained">
        {translate('console.notForYourRole.home')}
      </Button>
    </Box>
  );
}
