import { lazy } from 'react';
import ExploreIcon from '@mui/icons-material/Explore';
import { COMPASS_POINT_ADMINS } from '../../providers/access.js';

/** The resource's own calls, which the console's data provider joins to react-admin's methods. */
export { compassPointCalls, type CompassPointCalls } from './compassPointCalls.js';
/** Its parts: every change of the account's compass points (a resource) and the report (a page of its own). */
export { default as changeHistory } from './changeHistory/index.js';
export { default as compassPointsReport, compassPointReportCalls, type CompassPointReportCalls } from './report/index.js';

export default {
  name: 'compassPoints',
  access: COMPASS_POINT_ADMINS,
  list: lazy(() => import('./CompassPointList.js')),
  show: lazy(() => import('./CompassPointShow.js')),
  icon: ExploreIcon,
  recordRepresentation: 'name',
};
