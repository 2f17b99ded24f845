import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateButton, TopToolbar, useTranslate } from 'react-admin';

/** What a list says before it has anything (`<prefix>.empty`), how to make the first (`<prefix>.emptyHelp`), and the button. */
export function EmptyListWithCreate({ messages }: { messages: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate(`${messages}.empty`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${messages}.emptyHelp`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

/** A list's actions when creating is all there is to do. */
export function CreateListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}
