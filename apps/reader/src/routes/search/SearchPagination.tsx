import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useI18n } from '@codex/i18n';
import { NARROW_SCREEN_PX, pageItems } from './pagination.js';

interface SearchPaginationProps {
  /** 0-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Forces the narrow or wide form (tests); by default the screen width decides. */
  narrow?: boolean;
}

export const useNarrowScreen = (): boolean => useMediaQuery(`(max-width:${NARROW_SCREEN_PX - 0.02}px)`, { noSsr: true });

/** Previous, the page numbers (collapsed with ellipses as the spec says) and next. */
export function SearchPagination({ page, pageCount, onPage, narrow }: SearchPaginationProps) {
  const { t, formatNumber } = useI18n();
  const narrowScreen = useNarrowScreen();
  const isNarrow = narrow ?? narrowScreen;
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount, isNarrow);
  const buttonSx = { minWidth: 40, px: 1 };
  return (
    <Box component="nav" aria-label={t('search.pagination.label')} sx={{ mt: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', justifyContent: 'center' }}>
        <li>
          <Button size="small" onClick={() => onPage(page - 1)} disabled={page === 0} sx={buttonSx}>
            {t('search.pagination.previous')}
          </Button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <Box component="li" key={`gap-${index}`} aria-hidden="true" sx={{ px: 0.5 }}>
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                size="small"
                variant={item === page ? 'contained' : 'text'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('search.pagination.page', { page: item + 1 })}
                onClick={() => onPage(item)}
                sx={buttonSx}
              >
                {formatNumber(item + 1)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="small" onClick={() => onPage(page + 1)} disabled={page >= pageCount - 1} sx={buttonSx}>
            {t('search.pagination.next')}
          </Button>
        </li>
      </Box>
    </Box>
  );
}
