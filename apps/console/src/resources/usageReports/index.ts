import BarChartIcon from '@mui/icons-material/BarChart';
import { USAGE_READERS } from '../../providers/access.js';
import { loadedPage } from '../../common/pageLoader.js';

/** The page's own calls, which the console's data provider joins to react-admin's methods. */
export { usageReportCalls, type UsageReportCalls } from './usageReportCalls.js';
export { askForChartAhead } from './chartAhead.js';

/**
 * The usage report (issue 17 item 4): a page of its own at the route the reader and the usage-report embed URL open
 * (/admin/usage-report?accountId=&from=&to=), not a list resource.
 */
export default {
  path: '/usage-report',
  access: USAGE_READERS,
  label: 'console.usageReports.menu',
  // recharts lives in this chunk (and the other report pages') only.
  ...loadedPage(() => import('./UsageReportPage.js')),
  icon: BarChartIcon,
};
