import { lazy } from 'react';
import OutboxIcon from '@mui/icons-material/Outbox';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'mail',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./MailList.js')),
  show: lazy(() => import('./MailShow.js')),
  icon: OutboxIcon,
  recordRepresentation: 'subject',
};
