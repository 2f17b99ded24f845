import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'audits',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./AuditList.js')),
  icon: HistoryIcon,
};
