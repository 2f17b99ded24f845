import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SearchType } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { canSubmitSearch, SEARCH_INPUT_MAX, searchPath, visuallyHidden } from '@codex/ui';

interface HeroSearchFormProps {
  searchTypes: SearchType[];
  typeLabel: (type: SearchType) => string;
}

/** The hero's search: a type selector, the terms and a submit button; it opens the results page of the type. */
export default function HeroSearchForm({ searchTypes, typeLabel }: HeroSearchFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType | undefined>(searchTypes[0]);
  const [text, setText] = useState('');
  const selectLabelId = useId();
  const activeType = type && searchTypes.includes(type) ? type : searchTypes[0];
  const canSearch = activeType !== undefined && canSubmitSearch(activeType, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (activeType && canSearch) void navigate(searchPath(activeType, text));
  };

  return (
    <Box component="form" role="search" aria-label={t('home.hero.searchLabel')} onSubmit={submit} sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ bgcolor: 'background.paper', p: 1, borderRadius: 1 }}>
        {searchTypes.length > 1 ? (
          <>
            <Typography id={selectLabelId} sx={visuallyHidden}>
              {t('home.hero.typeLabel')}
            </Typography>
            <Select
              size="small"
              value={activeType}
              onChange={(event) => setType(event.target.value as SearchType)}
              labelId={selectLabelId}
              sx={{ minWidth: 160 }}
            >
              {searchTypes.map((option) => (
                <MenuItem key={option} value={option}>
                  {typeLabel(option)}
                </MenuItem>
              ))}
            </Select>
          </>
        ) : null}
        <TextField
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('home.hero.placeholder')}
          // Typed words keep their own direction; the empty field keeps the page's, for its placeholder.
          slotProps={{ htmlInput: { maxLength: SEARCH_INPUT_MAX, 'aria-label': t('home.hero.inputLabel'), dir: text ? 'auto' : undefined } }}
        />
        <Button type="submit" variant="contained" disabled={!canSearch}>
          {t('home.hero.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

