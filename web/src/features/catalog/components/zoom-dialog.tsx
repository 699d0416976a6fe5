import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Dialog, DialogTitle, IconButton, Typography, useMediaQuery, useTheme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { imageSources } from '@shop/domain';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';

const MAX_SCALE = 4;
const TAP_SCALE = 2.5;
/** A horizontal move longer than this (px) at normal size is a swipe to the next or previous image. */
const SWIPE_PX = 50;

export interface ZoomDialogProps {
  open: boolean;
  onClose: () => void;
  /** Image base paths of the gallery (imageSources), and the one shown first. */
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Alt text of image `i`. */
  altOf: (i: number) => string;
}

/**
 * The product's images, magnified (the old view was the page's size with half a
 * phone's screen empty and no way to the other images). Full screen on phones, a large dialog on
 * desktop; each image fills the space. Pinch or double-tap (double-click) to zoom up to 4x, then
 * drag or scroll to look around; swipe, the arrow buttons or the arrow keys go to the previous or
 * next image. Lazy-loaded with the gallery's first zoom: none of this is first-load code.
 */
export default function ZoomDialog({ open, onClose, images, index, onIndexChange, altOf }: ZoomDialogProps) {
  const { t } = useTranslation('catalog');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  // Back closes the zoom view, not the product page.
  useBackToClose(open, onClose);
  const [scale, setScale] = useState(1);
  const viewport = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const total = images.length;
  const go = (step: number) => {
    setScale(1);
    onIndexChange((index + step + total) % total);
  };

  useEffect(() => setScale(1), [index]);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: ReactPointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
    swipeStart.current =
      pointers.current.size === 1 && scale === 1 ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      setScale(Math.min(MAX_SCALE, Math.max(1, (pinch.current.scale * distance()) / pinch.current.distance)));
    }
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    swipeStart.current = null;
    if (!start || scale !== 1 || total < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };
  /** Double-tap or double-click: zoom in on the spot, or back to the whole image. */
  const onDoubleClick = (event: React.MouseEvent) => {
    const box = viewport.current;
    if (!box) return;
    if (scale > 1) return setScale(1);
    const rect = box.getBoundingClientRect();
    const fx = (event.clientX - rect.left + box.scrollLeft) / box.scrollWidth;
    const fy = (event.clientY - rect.top + box.scrollTop) / box.scrollHeight;
    setScale(TAP_SCALE);
    requestAnimationFrame(() => {
      box.scrollLeft = fx * box.scrollWidth - rect.width / 2;
      box.scrollTop = fy * box.scrollHeight - rect.height / 2;
    });
  };

  const src = imageSources(images[index] ?? '');
  const zoomed = scale > 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-label={t('gallery.zoomTitle')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
      slotProps={{
        paper: { sx: fullScreen ? { bgcolor: 'grey.900', color: 'common.white' } : { height: '92vh' } },
      }}
    >
      <DialogTitle
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 1, gap: 1 }}
      >
        <span>{t('gallery.zoomTitle')}</span>
        <Typography component="span" variant="body2" aria-live="polite" sx={{ ml: 'auto' }}>
          {t('gallery.position', { index: index + 1, total })}
        </Typography>
        <IconButton aria-label={t('gallery.close')} onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        <Box
          ref={viewport}
          tabIndex={0}
          role="region"
          aria-label={altOf(index)}
          data-testid="zoom-viewport"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={onDoubleClick}
          sx={{
            flex: 1,
            overflow: zoomed ? 'auto' : 'hidden',
            display: 'flex',
            alignItems: zoomed ? 'flex-start' : 'center',
            justifyContent: zoomed ? 'flex-start' : 'center',
            // Our own pinch and swipe; the browser still pans a zoomed image with one finger.
            touchAction: zoomed ? 'pan-x pan-y' : 'pan-y',
            cursor: zoomed ? 'zoom-out' : 'zoom-in',
          }}
        >
          <picture style={{ display: 'contents' }}>
            <source type="image/avif" srcSet={src.srcSetAvif} sizes={`${Math.round(scale * 100)}vw`} />
            <img
              src={src.src}
              srcSet={src.srcSetWebp}
              sizes={`${Math.round(scale * 100)}vw`}
              alt={altOf(index)}
              width={src.width}
              height={src.height}
              draggable={false}
              style={
                zoomed
                  ? {
                      display: 'block',
                      width: `${scale * 100}%`,
                      maxWidth: 'none',
                      height: 'auto',
                      flex: 'none',
                    }
                  : {
                      display: 'block',
                      maxWidth: '100%',
                      maxHeight: '100%',
                      width: 'auto',
                      height: 'auto',
                      objectFit: 'contain',
                    }
              }
            />
          </picture>
        </Box>
        {total > 1 && (
          <>
            <IconButton
              aria-label={t('gallery.previous')}
              onClick={() => go(-1)}
              sx={{
                position: 'absolute',
                left: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'rgba(255,255,255,0.85)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t('gallery.next')}
              onClick={() => go(1)}
              sx={{
                position: 'absolute',
                right: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'rgba(255,255,255,0.85)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
