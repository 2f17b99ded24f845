import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DeleteButton, Edit, ListButton, required, SaveButton, SimpleForm, TextInput, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CUSTOM_COLLECTION_NAME_MAX, type AdminCustomCollectionDetail } from '@codex/domain';
import { FormErrorSummary } from '../../common/FormErrorSummary.js';
import { CustomCollectionAddDocuments } from './CustomCollectionAddDocuments.js';
import { CustomCollectionDocuments } from './CustomCollectionDocuments.js';

function CollectionTitle() {
  const record = useRecordContext<AdminCustomCollectionDetail>();
  const translate = useTranslate();
  return <span>{translate('console.customCollections.title', { name: record?.name ?? '' })}</span>;
}

function EditActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

function RenameToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton label="console.customCollections.rename" />
      <DeleteButton mutationMode="pessimistic" confirmTitle="resources.customCollections.message.delete_title" confirmContent="resources.customCollections.message.delete_content" />
    </Toolbar>
  );
}

function CollectionOwner() {
  const record = useRecordContext<AdminCustomCollectionDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography color="text.secondary" variant="body2" sx={{ wordBreak: 'break-word' }}>
      {translate('console.customCollections.owner', { account: record.accountName, number: record.accountNumber, createdBy: record.createdBy ?? '—' })}
    </Typography>
  );
}

/** One collection: its name (rename, delete after confirmation), its documents with who added each when, and adding by search. */
export default function CustomCollectionEdit() {
  return (
    <Edit title={<CollectionTitle />} actions={<EditActions />} mutationMode="pessimistic">
      <SimpleForm toolbar={<RenameToolbar />}>
        <FormErrorSummary />
        <CollectionOwner />
        <TextInput source="name" validate={required()} slotProps={{ htmlInput: { maxLength: CUSTOM_COLLECTION_NAME_MAX } }} sx={{ width: '100%', maxWidth: 480 }} />
      </SimpleForm>
      <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <CustomCollectionDocuments />
        <CustomCollectionAddDocuments />
      </Box>
    </Edit>
  );
}
