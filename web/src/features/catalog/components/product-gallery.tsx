import { lazy, Suspense, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomInIcon } from '../../../components/page-icons.tsx';
import { ProductPicture } from '../../../components/product-picture.tsx';
import ui from '../../../components/ui.module.css';
import s from './product-gallery.module.css';

// The zoom view (the static Dialog), loaded when first opened: none of it is first-load code.
const ZoomDialog = lazy(() => import('./zoom-dialog.tsx'));

export const GALLERY_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';

/**
 * Four-image gallery of the product page: thumbnails select the main image;
 * `alt` describes the first image, the others are named "{title}: foto n de 4";
 * a mouse hovering the main image magnifies the spot under the pointer, and a click, tap or
 * Enter opens a zoom dialog (keyboard and touch friendly). Static CSS (decision 0025).
 */
export function ProductGallery({
  images,
  alt,
  title,
}: {
  images: readonly string[];
  alt: string;
  title: string;
}) {
  const { t } = useTranslation('catalog');
  const [selected, setSelected] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomMounted, setZoomMounted] = useState(false);
  const current = images[selected] ?? images[0] ?? '';
  // The product's alt text describes its first picture; the others are named, never described
  // with the first one's words ("con rodajas cortadas" on an uncut loaf).
  const altOf = (i: number) =>
    i === 0 ? alt : t('gallery.photoAlt', { title, index: i + 1, total: images.length });
  const currentAlt = altOf(selected);

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <div className={s.gallery}>
      <button
        type="button"
        className={`${ui.base} ${s.main}`}
        aria-label={t('gallery.zoom')}
        aria-haspopup="dialog"
        onClick={() => {
          setZoomMounted(true);
          setZoomOpen(true);
        }}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setOrigin(null)}
      >
        <ProductPicture
          base={current}
          alt={currentAlt}
          sizes={GALLERY_IMAGE_SIZES}
          priority
          style={{
            transition: 'transform 120ms ease-out',
            transform: origin ? 'scale(2)' : 'none',
            transformOrigin: origin ?? 'center',
          }}
        />
        <span aria-hidden className={s.zoomHint}>
          <ZoomInIcon />
        </span>
      </button>
      <div role="group" aria-label={t('gallery.thumbnails')} className={s.thumbs}>
        {images.map((base, index) => (
          <button
            type="button"
            className={`${ui.base} ${s.thumb}`}
            key={base}
            aria-label={t('gallery.show', { index: index + 1, total: images.length })}
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
          >
            <ProductPicture base={base} alt="" sizes="88px" />
          </button>
        ))}
      </div>
      {zoomMounted && (
        <Suspense fallback={null}>
          <ZoomDialog
            open={zoomOpen}
            onClose={() => setZoomOpen(false)}
            images={images}
            index={selected}
            onIndexChange={setSelected}
            altOf={altOf}
          />
        </Suspense>
      )}
    </div>
  );
}
