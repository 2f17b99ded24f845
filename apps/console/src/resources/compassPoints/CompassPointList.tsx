import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Datagrid, DateInput, FunctionField, List, SelectInput, SimpleList, TextField, TextInput, required, useListContext, usePermissions, useTranslate } from 'react-admin';
import { LocalDateField, useLocalDates } from '../../common/LocalDateField.js';
import type { CompassPoint as CompassPointAnswer } from '@codex/domain';

/** A compass point as react-admin holds it: the answer with its compassPointID as id. */
type CompassPoint = CompassPointAnswer & { id: number };
import { AccountListActions } from '../../common/AccountFilter.js';
import { ListLoadError } from '../../common/ListLoadError.js';
import { CompassPointStatusButton } from './CompassPointStatusButton.js';
import { useCompassPointViewer } from './CompassPointViewDialog.js';
import { cut, selectedText } from './selectedText.js';
import { rowClickOf, WrittenTextField, type RecordOpening } from '../../common/WrittenTextField.js';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    validate={required()}
    choices={[
      { id: 'active', name: 'console.compassPoints.active' },
      { id: 'inactive', name: 'console.compassPoints.deactivated' },
    ]}
  />,
  // list-admin's filters: a part of the designation or contentCode, of the creator's name or e-mail, and days of createdDate.
  <TextInput key="document" source="document" alwaysOn resettable helperText={false} />,
  <TextInput key="creator" source="creator" alwaysOn resettable helperText={false} />,
  <DateInput key="from" source="from" alwaysOn helperText={false} />,
  <DateInput key="to" source="to" alwaysOn helperText={false} />,
];

/** What the list says when the account has no compass point of the status chosen. */
function CompassPointsEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('console.compassPoints.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('console.compassPoints.emptyHelp')}</Typography>
    </Box>
  );
}

function SelectedText({ record }: { record: CompassPoint }) {
  const text = selectedText(record.selectionData);
  const shown = cut(text, 50);
  // The highlight keeps its own direction in a right-to-left table (an English quote's ellipsis at its end).
  return shown === text ? (
    <bdi>{text}</bdi>
  ) : (
    <Tooltip title={text} slotProps={{ tooltip: { dir: 'auto' } }}>
      <bdi>{shown}</bdi>
    </Tooltip>
  );
}

/**
 * The columns of the status shown: an active compass point's creator and date, a deactivated one's deactivator and
 * date. A row opens the compass point: its page with the history and row actions for the CP admin, a view dialog after
 * the entitlement check for the account's ADMIN.
 */
function CompassPointRows() {
  const dates = useLocalDates();
  const { filterValues } = useListContext();
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const viewer = useCompassPointViewer();
  const deactivated = filterValues.status === 'inactive';
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const cpAdmin = Array.isArray(permissions) && permissions.includes('CP_ADMIN');
  // The operator's pick of an account (docs/adr/0058) is read only: the page, the view and the changes are the
  // session account's, so the rows of a picked account open nothing.
  const picked = (filterValues as { accountId?: number }).accountId !== undefined;
  // A row opens the compass point, and its name is how a keyboard does the same (a row takes clicks only).
  const opening: RecordOpening<CompassPoint> | undefined = picked ? undefined : cpAdmin ? 'show' : (record) => viewer.view(Number(record.id));
  const rowClick = rowClickOf(opening);
  if (narrow) {
    return (
      <>
        <SimpleList<CompassPoint>
          rowClick={rowClick}
          primaryText={(record) => <bdi>{cut(record.name, 25)}</bdi>}
          secondaryText={(record) => `${record.designation} · ${cut(selectedText(record.selectionData), 50)}`}
          tertiaryText={(record) => {
            const date = deactivated ? record.deletedDate : record.createdDate;
            return date ? dates.date(date) : '';
          }}
        />
        {viewer.dialog}
      </>
    );
  }
  return (
    <>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="designation" />
        <FunctionField<CompassPoint> source="contentStatus" render={(record) => translate(`terms.status.${record.contentStatus}`, { _: record.contentStatus })} />
        <WrittenTextField<CompassPoint> source="name" link={opening} format={(name) => cut(name, 25)} />
        <FunctionField<CompassPoint> source="selectionData" sortable={false} render={(record) => <SelectedText record={record} />} />
        {deactivated ? <TextField source="deletedByEmail" /> : <TextField source="creatorEmail" />}
        {deactivated ? <LocalDateField source="deletedDate" showTime /> : <LocalDateField source="createdDate" showTime />}
        <CompassPointStatusButton />
      </Datagrid>
      {viewer.dialog}
    </>
  );
}

/** Every compass point of the admin's account by status, paged and sorted by the server. */
export default function CompassPointList() {
  return (
    <List
      error={<ListLoadError />}
      filters={filters}
      filterDefaultValues={{ status: 'active' }}
      // The operator picks the account (cleared: their own, the API's default); an account's admins have only theirs.
      actions={<AccountListActions unpicked="own" />}
      sort={{ field: 'createdDate', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <CompassPointsRowsOrEmpty />
    </List>
  );
}

/** The list keeps its status filter on screen when a status has no compass point, so the empty state sits below it. */
function CompassPointsRowsOrEmpty() {
  const { data, isPending } = useListContext<CompassPoint>();
  if (!isPending && data && data.length === 0) return <CompassPointsEmpty />;
  return <CompassPointRows />;
}
