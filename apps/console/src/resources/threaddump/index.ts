import { lazy } from 'react';
import MemoryIcon from '@mui/icons-material/Memory';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'threaddump',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./ThreaddumpPage.js')),
  icon: MemoryIcon,
};
