import { lazy } from 'react';
import MemoryIcon from '@mui/icons-material/Memory';
import { OPERATOR_ONLY } from '../../providers/access.js';

/** The resource's own calls, which the console's data provider joins to react-admin's methods. */
export { threaddumpCalls, type ThreaddumpCalls } from './threaddumpCalls.js';

export default {
  name: 'threaddump',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./ThreaddumpPage.js')),
  icon: MemoryIcon,
};
