import { lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'configprops',
  access: OPERATOR_ONLY,
  list: lazy(() => import('./ConfigpropsList.js')),
  icon: SettingsIcon,
};
