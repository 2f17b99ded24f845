import { Navigate, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices, usePageTitle } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { compassPointDate, compassPointsApi, type SharedCompassPointAnswer } from '../../features/compassPoints/index.js';
import { SharedLinkRefusalDialog } from './SharedLinkDialogs.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /compasspoint/{compassPointUUID}: the shared link. An active compass point opens its document at it
 * (/document?contentCode=…&annotationid=<uuid>); a deactivated one shows who deactivated it and when; a refusal
 * shows the spec's message, and OK goes home.
 */
export function SharedCompassPointPage() {
  const { t, locale } = useI18n();
  const { http, tenantConfig } = useAppServices();
  const navigate = useNavigate();
  const uuid = useParams().compassPointUuid ?? '';
  const valid = UUID.test(uuid);
  const state = useRemote<SharedCompassPointAnswer>(uuid, () => (valid ? compassPointsApi.compassPointByUuid(http, uuid) : Promise.resolve({ kind: 'notFound' } as const)));
  const answer = state.data;
  const goHome = () => navigate('/', { replace: true });

  usePageTitle(answer?.kind === 'found' ? answer.point.name || answer.point.designation : t('routes.compassPoint'));

  if (state.status === 'rejected') {
    return (
      <RemoteErrorAlert error={state.error} message={t('compassPoint.shared.failed')} action={<Button onClick={goHome}>{t('compassPoint.shared.home')}</Button>} />
    );
  }
  if (!answer) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography role="status">{t('compassPoint.shared.opening')}</Typography>
      </Stack>
    );
  }
  if (answer.kind !== 'found') return <SharedLinkRefusalDialog refusal={answer.kind} tenant={tenantConfig} onClose={goHome} />;

  const { point } = answer;
  if (!point.isDeleted) {
    return <Navigate replace to={`/document?contentCode=${encodeURIComponent(point.contentCode)}&annotationid=${encodeURIComponent(point.compassPointUUID)}`} />;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeading text={t('routes.compassPoint')} />
      <Alert severity="warning" role="alert">
        <AlertTitle>{t('compassPoint.shared.deactivatedTitle')}</AlertTitle>
        {t('compassPoint.shared.deactivatedMessage', {
          name: point.deletedByEmail || t('compassPoint.shared.someone'),
          date: compassPointDate(point.deletedDate, locale),
        })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('compassPoint.shared.deactivatedPoint', {
          name: point.name || t('compassPoint.details.untitled'),
          designation: point.designation,
          creator: point.createdUserName || point.creatorEmail,
        })}
      </Typography>
      <Stack direction="row">
        <Button variant="contained" onClick={goHome}>
          {t('compassPoint.shared.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
