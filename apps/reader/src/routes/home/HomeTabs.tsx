import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useI18n } from '@codex/i18n';
import { HOME_TAB_IDS, type HomeTab } from './homeTabs.js';

interface HomeTabsProps {
  tabs: HomeTab[];
  active: HomeTab;
  counts: Partial<Record<HomeTab, number>>;
  onChange: (tab: HomeTab) => void;
  children: ReactNode;
}

const tabId = (tab: HomeTab) => `home-tab-${HOME_TAB_IDS[tab]}`;
const panelId = 'home-tab-panel';

/** Tabs on wide screens, a dropdown on small ones (spec: "On mobile tabs are a dropdown"), each with its count badge. */
export function HomeTabs({ tabs, active, counts, onChange, children }: HomeTabsProps) {
  const { t, formatNumber } = useI18n();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const label = (tab: HomeTab) => t(`home.tabs.${tab}`);

  return (
    <Box component="section" aria-label={t('home.tabs.label')}>
      {narrow ? (
        <TextField
          select
          fullWidth
          size="small"
          label={t('home.tabs.label')}
          value={active}
          onChange={(event) => onChange(event.target.value as HomeTab)}
          sx={{ mb: 2 }}
        >
          {tabs.map((tab) => (
            <MenuItem key={tab} value={tab}>
              {label(tab)}
              {counts[tab] !== undefined ? ` (${formatNumber(counts[tab])})` : ''}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Tabs
          value={active}
          onChange={(_, tab: HomeTab) => onChange(tab)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('home.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              id={tabId(tab)}
              aria-controls={panelId}
              label={
                counts[tab] ? (
                  <Badge badgeContent={formatNumber(counts[tab])} color="secondary" max={999999} sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 1 } }}>
                    {label(tab)}
                  </Badge>
                ) : (
                  label(tab)
                )
              }
            />
          ))}
        </Tabs>
      )}
      <Box role="tabpanel" id={panelId} aria-labelledby={narrow ? undefined : tabId(active)} aria-label={narrow ? label(active) : undefined}>
        {children}
      </Box>
    </Box>
  );
}
