import { lazy } from 'react';
import TerminalIcon from '@mui/icons-material/Terminal';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'env',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./EnvList.js')),
  icon: TerminalIcon,
};
