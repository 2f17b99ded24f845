import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ELearningItem, RelatedContent, RelatedContentItem, Video, WorkItem } from '@codex/data';
import { RELATED_SECTIONS } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useELearning } from '../../features/eLearning/index.js';
import { WorkItemTrackSwitch, type WorkItemTrackingAccess } from './WorkItemTracking.js';

export const documentPath = (contentCode: string) => `/document?contentCode=${encodeURIComponent(contentCode)}`;

/**
 * Work items: each draft in progress with its publisher, date initiated and technical contact, and its ballots; with
 * `tracking` (the user may track), a "Track work item" switch on each.
 */
export function WorkItemsPanel({ items, tracking = null }: { items: WorkItem[]; tracking?: WorkItemTrackingAccess | null }) {
  const { t, formatDate } = useI18n();
  if (items.length === 0) return <Typography color="text.secondary">{t('document.workItems.none')}</Typography>;
  return (
    <Box>
      {items.map((item) => (
        <Box key={item.workItemNumber} component="section" sx={{ mb: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            <Link component={RouterLink} to={documentPath(item.contentCode)}>
              {item.workItemNumber}
            </Link>
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            <dt>{t('document.workItems.publisher')}</dt>
            <dd style={{ margin: 0 }}>{item.publisher}</dd>
            <dt>{t('document.workItems.initiated')}</dt>
            <dd style={{ margin: 0 }}>{item.initiatedDate ? formatDate(item.initiatedDate, 'MMM DD, YYYY') : '—'}</dd>
            <dt>{t('document.workItems.technicalContact')}</dt>
            <dd style={{ margin: 0 }}>{item.technicalContact ?? '—'}</dd>
          </Box>
          {tracking && <WorkItemTrackSwitch item={item} access={tracking} />}
          {item.ballotList.length > 0 ? (
            <Table size="small" sx={{ mt: 1 }} aria-label={t('document.workItems.ballots')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('document.workItems.ballotNumber')}</TableCell>
                  <TableCell>{t('document.workItems.itemStatus')}</TableCell>
                  <TableCell>{t('document.workItems.itemNumber')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {item.ballotList.map((ballot) => (
                  <TableRow key={`${ballot.ballotNumber}-${ballot.itemNumber}`}>
                    <TableCell>{ballot.ballotNumber}</TableCell>
                    <TableCell>{ballot.itemStatus}</TableCell>
                    <TableCell>{ballot.itemNumber}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('document.workItems.noBallots')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Related content by section: cited content, supplements (updates), the document's sections, SOP and TMA. */
export function RelatedContentPanel({ related, onSection }: { related: RelatedContent; onSection: (anchor: string) => void }) {
  const { t } = useI18n();
  return (
    <Box>
      {RELATED_SECTIONS.filter((section) => related[section].length > 0).map((section) => (
        <Box key={section} component="section" sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {t(`document.related.${section}`)}
          </Typography>
          <List dense>
            {related[section].map((item: RelatedContentItem, index) => (
              <ListItem key={`${item.designationOrFamily}-${index}`} disableGutters>
                {section === 'sections' && item.anchor ? (
                  <Link component="button" onClick={() => onSection(item.anchor!)} sx={{ textAlign: 'start' }}>
                    {item.designationOrFamily} {item.title}
                  </Link>
                ) : item.contentCode ? (
                  <Link component={RouterLink} to={documentPath(item.contentCode)}>
                    {item.designationOrFamily}
                  </Link>
                ) : (
                  <span>{item.designationOrFamily}</span>
                )}
                {section !== 'sections' && item.title && (
                  <Typography component="span" sx={{ ml: 1 }} color="text.secondary">
                    {item.title}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Visual content and Training & Videos: the videos of the document (each played in a dialog) and the family's
 * e-learning courses; a course opens the e-learning platform after its entitlement check (individuals), or the access
 * modal (company sessions).
 */
export function MediaPanel({ videos, eLearning, onPlay }: { videos: Video[]; eLearning: ELearningItem[]; onPlay: (video: Video) => void }) {
  const { t } = useI18n();
  const platform = useELearning();
  if (videos.length === 0 && eLearning.length === 0) return <Typography color="text.secondary">{t('document.media.none')}</Typography>;
  return (
    <Box>
      {videos.length > 0 && (
        <List aria-label={t('document.media.videos')}>
          {videos.map((video) => (
            <ListItem key={video.hashed_id} disableGutters>
              <ListItemButton onClick={() => onPlay(video)} aria-label={t('document.media.play', { name: video.name })}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <PlayCircleOutline />
                </ListItemIcon>
                <ListItemText primary={video.name} secondary={t('document.media.minutes', { minutes: Math.max(1, Math.round(video.duration / 60)) })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {eLearning.length > 0 && (
        <List aria-label={t('document.media.eLearning')}>
          {eLearning.map((item) => (
            <ListItem key={item.productCode} disableGutters>
              <Link component="button" type="button" onClick={platform.open} sx={{ textAlign: 'start' }}>
                {item.title}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
      {platform.dialog}
    </Box>
  );
}
