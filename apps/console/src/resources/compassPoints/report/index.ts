import AssessmentIcon from '@mui/icons-material/Assessment';
import { COMPASS_POINT_ADMINS } from '../../../providers/access.js';
import { loadedPage } from '../../../common/pageLoader.js';

/** The page's own calls, which the console's data provider joins to react-admin's methods. */
export { compassPointReportCalls, type CompassPointReportCalls } from './compassPointReportCalls.js';

/** The compass points report: a page of its own at the route the reader hands over to (CONSOLE_TARGETS), not a resource. */
export default {
  path: '/compass-points-report',
  access: COMPASS_POINT_ADMINS,
  label: 'console.compassPointsReport.title',
  // recharts lives in this chunk (and the metrics page's) only.
  ...loadedPage(() => import('./CompassPointReportPage.js')),
  icon: AssessmentIcon,
};
