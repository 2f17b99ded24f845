import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ArrayInput, Edit, SaveButton, SimpleForm, SimpleFormIterator, TextInput, Toolbar, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAccount } from '@codex/domain';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import { LICENCE_MANAGERS, mayUse } from '../../providers/access.js';
import { AccountUsers } from './AccountUsers.js';
import { AccountSubscriptions } from './AccountSubscriptions.js';
import { AccountAllowances } from './allowances/index.js';
import { AccountSeats } from './seats/index.js';

function AccountTitle() {
  const record = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  return <span>{translate('console.accounts.title', { name: record?.name ?? '' })}</span>;
}

function AccountSummary() {
  const record = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  if (!record) return null;
  const flags = [
    record.customCollection && 'customCollection',
    record.compassPointFlag && 'compassPointFlag',
    record.semanticSearchFlag && 'semanticSearchFlag',
  ].filter((flag): flag is string => Boolean(flag));
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {record.name}
        </Typography>
        <Typography color="text.secondary">
          {translate('resources.accounts.fields.accountNumber')}: {record.accountNumber}
          {record.acronym ? ` · ${record.acronym}` : ''} ·{' '}
          {translate(`console.accounts.userTypes.${record.userType}`, { _: record.userType })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {flags.map((flag) => (
            <Chip key={flag} size="small" label={translate(`resources.accounts.fields.${flag}`)} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function IpRangesToolbar() {
  return (
    <Toolbar>
      <SaveButton label="console.accounts.saveIpRanges" />
    </Toolbar>
  );
}

/**
 * The operator's form of the account's IP ranges. Drawn once the account itself has loaded: on the list's record (no
 * ranges) an empty form would take a range the account's arrival then resets away.
 */
function IpRangesForm() {
  const record = useRecordContext<AdminAccount>();
  if (!record?.ipRanges) return <LoadingSkeleton variant="rectangular" height={56} sx={{ mt: 1 }} />;
  return (
    <SimpleForm toolbar={<IpRangesToolbar />} sx={{ p: 0 }}>
      <FormErrorSummary />
      <ArrayInput source="ipRanges" label={false}>
        <SimpleFormIterator disableReordering>
          <TextInput source="" label="resources.accounts.fields.ipRange" helperText={false} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** The account's IP ranges as they are, for those who may see but not change them (the account's ADMIN). */
function IpRangesList() {
  const record = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  // The list's record (no ranges) stands in until the account itself has loaded.
  if (!record?.ipRanges) return null;
  if (!record.ipRanges.length) return <Typography sx={{ mt: 1 }}>{translate('console.accounts.noIpRanges')}</Typography>;
  return (
    <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
      {record.ipRanges.map((range) => (
        <li key={range}>
          <bdi dir="ltr">{range}</bdi>
        </li>
      ))}
    </Box>
  );
}

/**
 * One account: its users and their authorities, its subscriptions (grant, revoke, licence terms), its IP ranges (the
 * form below, saved pessimistically so a range the server cannot parse shows its error on that row, nothing saved),
 * then its seats in use (docs/adr/0065) and allowances. The licence (subscriptions and ranges) comes before the
 * usage cards, which load after the account: the ranges' form does not move under the operator's pointer while they do.
 * Subscriptions and IP ranges widen what the account may read, so only the tenant's operator changes them; the
 * account's ADMIN sees them (docs/adr/0042).
 */
export default function AccountEdit() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const changesLicence = mayUse(permissions, LICENCE_MANAGERS);
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic" redirect={false} actions={false}>
      <Box sx={{ p: 2 }}>
        <AccountSummary />
        <AccountUsers />
        {!changesLicence && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('console.accounts.licenceByOperator')}
          </Typography>
        )}
        <AccountSubscriptions canChange={changesLicence} />
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('console.accounts.ipRanges')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('console.accounts.ipRangesHelp')}
            </Typography>
            {changesLicence ? (
              <IpRangesForm />
            ) : (
              <IpRangesList />
            )}
          </CardContent>
        </Card>
        <AccountSeats />
        <AccountAllowances />
      </Box>
    </Edit>
  );
}
