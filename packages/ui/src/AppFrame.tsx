import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Branding } from './theme.js';
import { truncateUserName } from './userName.js';

export interface AppFrameProps {
  branding: Pick<Branding, 'productName' | 'logoUrl'>;
  /** The signed-in user's name; nothing is shown for anonymous visitors. */
  userName?: string | null;
  /** Buttons at the end of the top bar (sign in, sign out). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The minimal shell: a top bar with the tenant's logo, product name and the user's name. */
export function AppFrame({ branding, userName, actions, children }: AppFrameProps) {
  const shownName = userName ? truncateUserName(userName) : null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
          >
            {/* The product name beside it says what the logo says, so the image itself is decorative. */}
            <Box component="img" src={branding.logoUrl} alt="" sx={{ height: 32, width: 'auto' }} />
            <Typography component="span" variant="h6" noWrap>
              {branding.productName}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {shownName ? (
            <Typography component="span" variant="body1" noWrap title={userName ?? undefined} data-testid="header-user-name">
              {shownName}
            </Typography>
          ) : null}
          {actions}
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ flexGrow: 1, py: 4 }}>
        {children}
      </Container>
    </Box>
  );
}
