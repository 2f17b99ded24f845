import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices } from '@codex/ui';
import { playableUrl } from '../../features/media/index.js';
import { fetchTutorialVideos, type TutorialVideo } from './videoApi.js';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** /video: the tutorial videos grouped by section, with a player for the chosen one. */
export function VideoPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; videos: TutorialVideo[] }>({ status: 'loading', videos: [] });
  const [playing, setPlaying] = useState<TutorialVideo | null>(null);

  useEffect(() => {
    let current = true;
    fetchTutorialVideos(http).then(
      (videos) => {
        if (!current) return;
        setState({ status: 'ready', videos });
        setPlaying(videos[0] ?? null);
      },
      () => current && setState({ status: 'failed', videos: [] }),
    );
    return () => {
      current = false;
    };
  }, [http]);

  const sections = [...new Set(state.videos.map((video) => video.section))];
  return (
    <Stack spacing={2}>
      <PageHeading text={t('routes.video')} />
      {state.status === 'loading' ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'failed' ? <Alert severity="error">{t('home.loadFailed')}</Alert> : null}
      {state.status === 'ready' && state.videos.length === 0 ? <Typography color="text.secondary">{t('video.empty')}</Typography> : null}
      {state.videos.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {playing ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {playing.name}
                </Typography>
                {playableUrl(playing.url) ? (
                  <Box component="video" key={playing.hashed_id} src={playableUrl(playing.url)!} controls sx={{ width: '100%', borderRadius: 1, bgcolor: 'common.black' }} aria-label={playing.name} />
                ) : (
                  <Typography color="text.secondary">{t('video.unavailable')}</Typography>
                )}
              </>
            ) : null}
          </Paper>
          <Paper variant="outlined">
            <List aria-label={t('video.listLabel')}>
              {sections.map((section) => (
                <li key={section}>
                  <ul style={{ padding: 0 }}>
                    <ListSubheader>{section}</ListSubheader>
                    {state.videos
                      .filter((video) => video.section === section)
                      .map((video) => (
                        <ListItemButton key={video.hashed_id} selected={playing?.hashed_id === video.hashed_id} onClick={() => setPlaying(video)}>
                          <ListItemText primary={video.name} secondary={minutes(video.duration)} />
                        </ListItemButton>
                      ))}
                  </ul>
                </li>
              ))}
            </List>
          </Paper>
        </Box>
      ) : null}
    </Stack>
  );
}
