import { lazy } from 'react';
import GroupsIcon from '@mui/icons-material/Groups';
import { ACCOUNT_ADMINS } from '../../providers/access.js';

/** The resource's own calls, which the console's data provider joins to react-admin's methods. */
export { accountCalls, type AccountCalls } from './accountCalls.js';
/** Where the account's seats section is on its page (the dashboard's seats panel links there). */
export { SEATS_ANCHOR } from './seats/seatsAnchor.js';

export default {
  name: 'accounts',
  access: ACCOUNT_ADMINS,
  list: lazy(() => import('./AccountList.js')),
  edit: lazy(() => import('./AccountEdit.js')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
