import BarChartIcon from '@mui/icons-material/BarChart';
import { OPERATOR_ONLY } from '../../providers/access.js';
import { loadedPage } from '../../common/pageLoader.js';

/** The page's own calls, which the console's data provider joins to react-admin's methods. */
export { pageViewCalls, type PageViewCalls } from './pageViewCalls.js';

/** Page views of the reader by page type (the tenant's operator): a page of its own, not a resource. */
export default {
  path: '/page-views',
  access: OPERATOR_ONLY,
  label: 'console.pageViews.title',
  ...loadedPage(() => import('./PageViewsPage.js')),
  icon: BarChartIcon,
};
