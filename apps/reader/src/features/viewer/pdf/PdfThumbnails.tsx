import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PdfDocument } from './pdfEngine.js';

interface PdfThumbnailsProps {
  pdf: PdfDocument;
  pageSize: { width: number; height: number };
  currentPage: number;
  onSelect: (page: number) => void;
  label: string;
  pageLabel: (page: number) => string;
}

const THUMBNAIL_WIDTH = 110;

/** The thumbnails beside the pages: each painted when it comes near the view; the shown page is marked. */
export function PdfThumbnails({ pdf, pageSize, currentPage, onSelect, label, pageLabel }: PdfThumbnailsProps) {
  const list = useRef<HTMLDivElement>(null);
  const scale = THUMBNAIL_WIDTH / pageSize.width;
  return (
    <Box
      ref={list}
      component="nav"
      aria-label={label}
      sx={{ width: THUMBNAIL_WIDTH + 32, flexShrink: 0, height: { xs: '70vh', md: '78vh' }, overflow: 'auto', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}
    >
      {Array.from({ length: pdf.pageCount }, (_, index) => index + 1).map((page) => (
        <Thumbnail key={page} pdf={pdf} page={page} scale={scale} height={pageSize.height * scale} root={list} current={page === currentPage} label={pageLabel(page)} onSelect={onSelect} />
      ))}
    </Box>
  );
}

function Thumbnail(props: { pdf: PdfDocument; page: number; scale: number; height: number; root: React.RefObject<HTMLDivElement | null>; current: boolean; label: string; onSelect: (page: number) => void }) {
  const { pdf, page, scale, height, root, current, label, onSelect } = props;
  const button = useRef<HTMLButtonElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), { root: root.current, rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  useEffect(() => {
    if (!near) return;
    let stale = false;
    void pdf.page(page).then((handle) => (!stale && canvas.current ? handle.render(canvas.current, scale) : undefined)).catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [near, pdf, page, scale]);
  return (
    <Button
      ref={button}
      onClick={() => onSelect(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      sx={{ display: 'flex', flexDirection: 'column', p: 0.5, mb: 1, minWidth: 0, width: '100%', outline: current ? '2px solid' : 'none', outlineColor: 'primary.main' }}
    >
      <Box dir="ltr" sx={{ width: THUMBNAIL_WIDTH, height, bgcolor: '#fff' }}>
        <canvas ref={canvas} aria-hidden="true" />
      </Box>
      <Typography variant="caption">{page}</Typography>
    </Button>
  );
}
