import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { LoadingSkeleton } from '../common/LoadingSkeleton.js';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { ACCOUNT_ADMINS, COMPASS_POINT_ADMINS, OPERATOR_ONLY, USAGE_READERS, mayUse } from '../providers/access.js';
import { OperatorPanels } from './OperatorPanels.js';
import { AccountPanels, CompassPointAdminPanels } from './AccountPanels.js';

export function Dashboard() {
  const { identity, isPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions();
  const translate = useTranslate();
  const hasPages = [OPERATOR_ONLY, ACCOUNT_ADMINS, COMPASS_POINT_ADMINS, USAGE_READERS].some((access) => mayUse(permissions, access));
  const operator = !permissionsPending && mayUse(permissions, OPERATOR_ONLY);
  const accountAdmin = !permissionsPending && !operator && mayUse(permissions, ['ADMIN']);
  const compassPointAdmin = !permissionsPending && !operator && !accountAdmin && mayUse(permissions, ['CP_ADMIN']);
  const panels = operator || accountAdmin || compassPointAdmin;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={translate('app.console.dashboardTitle')} />
        <CardContent>
          {isPending || !identity ? (
            <LoadingSkeleton variant="text" width={240} />
          ) : (
            <Typography>{translate('app.auth.signedInAs', { name: identity.fullName })}</Typography>
          )}
          {!permissionsPending && (
            <Typography sx={{ mt: 1 }} color={hasPages ? 'text.primary' : 'text.secondary'}>
              {translate(panels ? 'console.dashboard.panelsIntro' : hasPages ? 'console.dashboard.intro' : 'console.dashboard.nothingHere')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {operator ? <OperatorPanels /> : null}
      {accountAdmin ? <AccountPanels /> : null}
      {compassPointAdmin ? <CompassPointAdminPanels /> : null}
    </>
  );
}
