import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import { mayUse } from '../providers/access.js';
import { compassPointsReport } from '../resources/compassPoints/index.js';
import usageReports from '../resources/usageReports/index.js';
import pageViews from '../resources/pageViews/index.js';

/** The report's name is longer than the sidebar is wide: it wraps rather than being cut. */
const WRAPPED = { '& .MuiTypography-root': { whiteSpace: 'normal' } };

/** react-admin's menu (the dashboard and each resource the user may open) and the pages that are not resources. */
export function ConsoleMenu() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const basename = useBasename();
  const ReportIcon = compassPointsReport.icon;
  const UsageIcon = usageReports.icon;
  const PageViewsIcon = pageViews.icon;
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {mayUse(permissions, compassPointsReport.access) && (
        <Menu.Item to={`${basename}${compassPointsReport.path}`} primaryText={translate(compassPointsReport.label)} leftIcon={<ReportIcon />} sx={WRAPPED} />
      )}
      {mayUse(permissions, usageReports.access) && <Menu.Item to={`${basename}${usageReports.path}`} primaryText={translate(usageReports.label)} leftIcon={<UsageIcon />} sx={WRAPPED} />}
      {mayUse(permissions, pageViews.access) && <Menu.Item to={`${basename}${pageViews.path}`} primaryText={translate(pageViews.label)} leftIcon={<PageViewsIcon />} sx={WRAPPED} />}
    </Menu>
  );
}
