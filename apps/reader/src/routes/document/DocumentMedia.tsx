import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import * as api from '@codex/data';
import type { ELearningItem, Video } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { MediaPanel } from './DocumentPanels.js';
import { playableUrl } from '../../features/media/index.js';

export { playableUrl };

/**
 * One training video, played in a dialog from the address the library holds for it; without one, the dialog says the
 * library holds no playable file. The first play of the dialog is reported once (onPlayed), as the spec records a
 * video click after the play message.
 */
export function DocumentVideoDialog({ video, onPlayed, onClose }: { video: Video; onPlayed: (video: Video) => void; onClose: () => void }) {
  const { t } = useI18n();
  const reported = useRef(false);
  const url = playableUrl(video.url);
  return (
    <Dialog open onClose={onClose} aria-labelledby="document-video-title" fullWidth maxWidth="md">
      <DialogTitle id="document-video-title">{video.name}</DialogTitle>
      <DialogContent>
        {url ? (
          <Box
            component="video"
            src={url}
            controls
            autoPlay
            preload="metadata"
            aria-label={video.name}
            onPlay={() => {
              if (reported.current) return;
              reported.current = true;
              onPlayed(video);
            }}
            sx={{ width: '100%', maxHeight: '70vh', borderRadius: 1, bgcolor: 'common.black' }}
          />
        ) : (
          <Alert severity="info">{t('document.media.noFile')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('document.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Visual Content and Training & Videos tabs: the videos and courses, and the chosen video played in a dialog. Its
 * first play is recorded (POST api/documents/video?contentId&hashId); a failure to record does not stop the video.
 */
export function DocumentMediaTab({ contentId, videos, eLearning }: { contentId: number; videos: Video[]; eLearning: ELearningItem[] }) {
  const { http } = useAppServices();
  const [playing, setPlaying] = useState<Video | null>(null);
  return (
    <>
      <MediaPanel videos={videos} eLearning={eLearning} onPlay={setPlaying} />
      {playing && (
        <DocumentVideoDialog
          video={playing}
          onPlayed={(video) => void api.recordVideoPlay(http, contentId, video.hashed_id).catch(() => undefined)}
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
