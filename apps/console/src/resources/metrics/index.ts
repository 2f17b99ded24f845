import { lazy } from 'react';
import InsightsIcon from '@mui/icons-material/Insights';
import { OPERATOR_ONLY } from '../../providers/access.js';

export default {
  name: 'metrics',
  access: OPERATOR_ONLY,
  // recharts lives in this chunk only: nobody pays for it before opening the metrics page.
  list: lazy(() => import('./MetricsPage.js')),
  icon: InsightsIcon,
};
