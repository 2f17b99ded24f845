import { lazy } from 'react';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'health',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./HealthList.js')),
  icon: MonitorHeartIcon,
  recordRepresentation: 'name',
};
