import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export function Dashboard() {
  const { identity, isPending } = useGetIdentity();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.console.dashboardTitle')} />
      <CardContent>
        {isPending || !identity ? (
          <Skeleton width={240} aria-label={translate('app.loading')} />
        ) : (
          <Typography>{translate('app.auth.signedInAs', { name: identity.fullName })}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
