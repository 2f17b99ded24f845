import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface HomeHeroProps {
  greeting: string;
  welcome: string;
  signedInAs: string | null;
  /** The search form, loaded after the greeting. */
  search?: ReactNode;
  /** Offered to visitors and to companies recognised by their network. */
  signIn?: ReactNode;
}

/** The hero on / and /home/: the tenant's greeting and welcome text, and (loaded after them) a large search box. */
export function HomeHero({ greeting, welcome, signedInAs, search, signIn }: HomeHeroProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="home-greeting"
      elevation={0}
      sx={{ p: { xs: 2, sm: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2 }}
    >
      <Typography id="home-greeting" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {greeting}
      </Typography>
      <Typography sx={{ mt: 1, opacity: 0.9 }}>{welcome}</Typography>
      {signedInAs ? (
        <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.85 }}>
          {signedInAs}
        </Typography>
      ) : null}
      {signIn ? <Box sx={{ mt: 2 }}>{signIn}</Box> : null}
      {search}
    </Paper>
  );
}

