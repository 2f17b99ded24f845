import { lazy } from 'react';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { ACCOUNT_ADMIN_ONLY } from '../../providers/access.js';

export default {
  name: 'groups',
  access: ACCOUNT_ADMIN_ONLY,
  list: lazy(() => import('./GroupList.js')),
  show: lazy(() => import('./GroupShow.js')),
  icon: Diversity3Icon,
  recordRepresentation: 'name',
};
