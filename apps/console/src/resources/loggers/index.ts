import { lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'loggers',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./LoggerList.js')),
  icon: TuneIcon,
  recordRepresentation: 'name',
};
