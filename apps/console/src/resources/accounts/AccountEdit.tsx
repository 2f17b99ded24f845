import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ArrayInput, Edit, SaveButton, SimpleForm, SimpleFormIterator, TextInput, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAccount } from '@codex/domain';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';
import { AccountUsers } from './AccountUsers.js';
import { AccountSubscriptions } from './AccountSubscriptions.js';

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
          {record.acronym ? ` · ${record.acronym}` : ''} · {record.userType}
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
 * One account: its users and their authorities, its subscriptions (grant, revoke), and its IP ranges (the form
 * below, saved pessimistically so a range the server cannot parse shows its error on that row, nothing saved).
 */
export default function AccountEdit() {
  const translate = useTranslate();
  return (
    <Edit title={<AccountTitle />} mutationMode="pessimistic" redirect={false} actions={false}>
      <Box sx={{ p: 2 }}>
        <AccountSummary />
        <AccountUsers />
        <AccountSubscriptions />
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('console.accounts.ipRanges')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('console.accounts.ipRangesHelp')}
            </Typography>
            <SimpleForm toolbar={<IpRangesToolbar />} sx={{ p: 0 }}>
              <FormErrorSummary />
              <ArrayInput source="ipRanges" label={false}>
                <SimpleFormIterator disableReordering>
                  <TextInput source="" label="resources.accounts.fields.ipRange" helperText={false} />
                </SimpleFormIterator>
              </ArrayInput>
            </SimpleForm>
          </CardContent>
        </Card>
      </Box>
    </Edit>
  );
}
