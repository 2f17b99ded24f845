import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { COMPASS_POINT_ADMINS } from '../../../providers/access.js';

/** Every change of the account's compass points (GET /api/v1/audits/compassPoint), for its CP_ADMIN and ADMIN. */
export default {
  name: 'changeHistory',
  access: COMPASS_POINT_ADMINS,
  list: lazy(() => import('./ChangeHistoryList.js')),
  icon: HistoryIcon,
};
