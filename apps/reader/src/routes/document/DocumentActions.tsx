import { useState } from 'react';
import type { AxiosInstance } from 'axios';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import DownloadIcon from '@mui/icons-material/Download';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import type { AccountSession, AllowanceLeft } from '@codex/domain';
import type { ContentTracking, DocumentPageMetadata, TenantUiConfig } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { AllowanceLine } from '../../features/licenceMeter/index.js';
import { ACTIVITY, showCitation, showFavorite, showShare, showTrack } from './documentRules.js';
import { useDocumentActions, type DocumentDialog } from './useDocumentActions.js';

interface DocumentActionsProps {
  http: AxiosInstance;
  metadata: DocumentPageMetadata;
  tenantConfig: TenantUiConfig;
  account: AccountSession | null;
  hasSignedIn: boolean;
  downloadable: boolean;
  tracking: ContentTracking | null;
  setTracking: (tracking: ContentTracking) => void;
  favoriteId: number | string | null;
  setFavoriteId: (id: number | string | null) => void;
  /** Compare shows for the PDF and HTML tabs when the active tab has versions to compare. */
  compareShown: boolean;
  /** Download with compass points: for users with compass points, on a document that has active ones. */
  compassPointDownloadShown: boolean;
  openDialog: (dialog: DocumentDialog) => void;
  /** What is left of the document's downloads (null: no limit, or not known). */
  downloadAllowance?: AllowanceLeft | null;
  /** Told when a download was made or refused. */
  onDownloadAnswered?: () => void;
}

const DOWNLOAD_ALLOWANCE_ID = 'document-download-allowance';

/**
 * The document's toolbar: track, favorite, download, compare, and the More menu (citation, share); under it, what is
 * left of the downloads when they are limited (none left, the download actions wait until the allowance starts again).
 */
export function DocumentActions(props: DocumentActionsProps) {
  const { metadata, tenantConfig, account, tracking, favoriteId, downloadable, compareShown, compassPointDownloadShown, openDialog, downloadAllowance = null } = props;
  const { t } = useI18n();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const { busy, toggleTrack, toggleFavorite, download } = useDocumentActions(props);

  const trackShown = showTrack(metadata, tenantConfig, account);
  const tracked = Boolean(tracking?.data?.trackingFlag);
  const citationShown = showCitation(metadata, tenantConfig);
  const shareShown = showShare(tenantConfig, account);
  const downloadsOffered = downloadable && metadata.downloadable;
  const downloadsUsedUp = downloadAllowance !== null && downloadAllowance.left <= 0;
  const describedBy = downloadsOffered && downloadAllowance ? DOWNLOAD_ALLOWANCE_ID : undefined;

  return (
    <>
      <Box role="toolbar" aria-label={t('document.actions.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {trackShown && (
          <Button
            variant={tracked ? 'contained' : 'outlined'}
            startIcon={tracked ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
            onClick={() => void toggleTrack()}
            disabled={busy === ACTIVITY.track || Boolean(tracking?.trackerUnavailable)}
            aria-pressed={tracked}
            data-activity-id={ACTIVITY.track}
          >
            {tracking?.trackerUnavailable ? t('document.track.unavailable') : tracked ? t('document.track.untrack') : t('document.track.track')}
          </Button>
        )}
        {showFavorite(metadata) && (
          <Button
            variant={favoriteId !== null ? 'contained' : 'outlined'}
            startIcon={favoriteId !== null ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            onClick={() => void toggleFavorite()}
            disabled={busy === ACTIVITY.favorite}
            aria-pressed={favoriteId !== null}
            data-activity-id={ACTIVITY.favorite}
          >
            {favoriteId !== null ? t('document.favorite.remove') : t('document.favorite.add')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download(false)}
          disabled={busy === ACTIVITY.download || !downloadsOffered || downloadsUsedUp}
          aria-describedby={describedBy}
          data-activity-id={ACTIVITY.download}
        >
          {t('document.download')}
        </Button>
        {compassPointDownloadShown && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void download(true)}
            disabled={busy === ACTIVITY.compassPointDownload || !downloadsOffered || downloadsUsedUp}
            aria-describedby={describedBy}
            data-activity-id={ACTIVITY.compassPointDownload}
          >
            {t('document.annotations.downloadWithCompassPoints')}
          </Button>
        )}
        {compareShown && (
          <Button variant="outlined" startIcon={<CompareArrowsIcon />} onClick={() => openDialog('compare')} data-activity-id={ACTIVITY.compare}>
            {t('document.compare.open')}
          </Button>
        )}
        {(citationShown || shareShown) && (
          <>
            <Button
              variant="outlined"
              startIcon={<MoreHorizIcon />}
              onClick={(event) => setMoreAnchor(event.currentTarget)}
              aria-haspopup="menu"
              aria-expanded={Boolean(moreAnchor)}
              data-activity-id={ACTIVITY.more}
            >
              {t('document.more')}
            </Button>
            <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={() => setMoreAnchor(null)}>
              {citationShown && (
                <MenuItem
                  onClick={() => {
                    setMoreAnchor(null);
                    openDialog('citation');
                  }}
                >
                  {t('document.citation.open')}
                </MenuItem>
              )}
              {shareShown && (
                <MenuItem
                  onClick={() => {
                    setMoreAnchor(null);
                    openDialog('share');
                  }}
                >
                  {t('share.open')}
                </MenuItem>
              )}
            </Menu>
          </>
        )}
      </Box>
      {downloadsOffered && <AllowanceLine kind="DOWNLOAD" allowance={downloadAllowance} id={DOWNLOAD_ALLOWANCE_ID} />}
    </>
  );
}
