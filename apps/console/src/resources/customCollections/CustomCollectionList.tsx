import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CreateButton, Datagrid, DateField, List, NumberField, SimpleList, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { AdminCustomCollection } from '@codex/domain';
import { ListLoadError } from '../../common/ListLoadError.js';

/** What the list says before the account has any collection, and how to make one. */
function CollectionsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('console.customCollections.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.customCollections.emptyHelp')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

/** The collections of the admin's account (the operator's: every account of the tenant), paged and sorted by the server. */
export default function CustomCollectionList() {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List error={<ListLoadError />} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false} empty={<CollectionsEmpty />}>
      {narrow ? (
        <SimpleList<AdminCustomCollection>
          linkType="edit"
          primaryText={(record) => record.name}
          secondaryText={(record) => translate('console.customCollections.summary', { account: record.accountName, smart_count: record.itemCount })}
          tertiaryText={(record) => new Date(record.updatedAt).toLocaleDateString()}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="accountName" />
          <NumberField source="itemCount" />
          <TextField source="createdBy" sortable={false} emptyText="—" />
          <DateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}
