import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSources } from '@shop/domain';
import { Dialog, DialogTitle } from '../../../components/dialog.tsx';
import { CloseIcon, icon } from '../../../components/icons.tsx';
import ui from '../../../components/ui.module.css';
import { useBackToClose } from '../../../lib/use-back-to-close.ts';
import s from './zoom-dialog.module.css';

// Material's chevrons as plain SVG (components/icons.tsx), only this view's.
const ChevronLeftIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');

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
 * next image. Lazy-loaded with the gallery's first zoom: none of this is first-load code. The
 * static Dialog (decision 0030): opening it loads no MUI.
 */
export default function ZoomDialog({ open, onClose, images, index, onIndexChange, altOf }: ZoomDialogProps) {
  const { t } = useTranslation('catalog');
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
  const iconButton = `${ui.base} ${ui.iconButton}`;
  const navButton = `${iconButton} ${ui.actionColor} ${s.nav}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreenBelowMd
      fullWidth
      maxWidth="lg"
      aria-label={t('gallery.zoomTitle')}
      paperClassName={s.paper}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <DialogTitle className={s.title}>
        <span>{t('gallery.zoomTitle')}</span>
        <span className={s.position} aria-live="polite">
          {t('gallery.position', { index: index + 1, total })}
        </span>
        <button type="button" className={iconButton} aria-label={t('gallery.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </DialogTitle>
      <div className={s.stage}>
        <div
          ref={viewport}
          className={s.viewport}
          data-zoomed={zoomed ? '' : undefined}
          tabIndex={0}
          role="region"
          aria-label={altOf(index)}
          data-testid="zoom-viewport"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={onDoubleClick}
        >
          <picture className={s.picture}>
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
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${navButton} ${s.previous}`}
              aria-label={t('gallery.previous')}
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${navButton} ${s.next}`}
              aria-label={t('gallery.next')}
              onClick={() => go(1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
