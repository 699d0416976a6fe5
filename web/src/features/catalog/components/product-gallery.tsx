import { lazy, Suspense, useState, type PointerEvent } from 'react';
import { Box, ButtonBase } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../../../components/product-picture.tsx';

const ZoomDialog = lazy(() => import('./zoom-dialog.tsx'));

export const GALLERY_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';

/**
 * Four-image gallery of the product page (SPEC.md section 2): thumbnails select the main image;
 * `alt` describes the first image, the others are named "{title}: foto n de 4" (issue 17 item 22);
 * a mouse hovering the main image magnifies the spot under the pointer, and a click, tap or
 * Enter opens a zoom dialog (keyboard and touch friendly).
 */
export function ProductGallery({ images, alt, title }: { images: readonly string[]; alt: string; title: string }) {
  const { t } = useTranslation('catalog');
  const [selected, setSelected] = useState(0);
  const [origin, setOrigin] = useState<string | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomMounted, setZoomMounted] = useState(false);
  const current = images[selected] ?? images[0] ?? '';
  // The product's alt text describes its first picture; the others are named, never described
  // with the first one's words (issue 17 item 22: "con rodajas cortadas" on an uncut loaf).
  const altOf = (i: number) => (i === 0 ? alt : t('gallery.photoAlt', { title, index: i + 1, total: images.length }));
  const currentAlt = altOf(selected);

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row-reverse' }, gap: 1.5 }}>
      <ButtonBase
        aria-label={t('gallery.zoom')}
        aria-haspopup="dialog"
        onClick={() => {
          setZoomMounted(true);
          setZoomOpen(true);
        }}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setOrigin(null)}
        sx={{
          flex: 1,
          display: 'block',
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 2,
          bgcolor: 'grey.100',
          cursor: 'zoom-in',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
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
        <Box
          aria-hidden
          sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(255,255,255,0.9)', borderRadius: '50%', p: 0.75, display: 'flex' }}
        >
          <ZoomInIcon />
        </Box>
      </ButtonBase>
      <Box
        role="group"
        aria-label={t('gallery.thumbnails')}
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(4, 1fr)', md: '88px' }, gap: 1, alignContent: 'start' }}
      >
        {images.map((base, index) => (
          <ButtonBase
            key={base}
            aria-label={t('gallery.show', { index: index + 1, total: images.length })}
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
            sx={{
              display: 'block',
              borderRadius: 1.5,
              overflow: 'hidden',
              border: '3px solid',
              borderColor: index === selected ? 'primary.main' : 'transparent',
              opacity: index === selected ? 1 : 0.75,
              '&:hover': { opacity: 1 },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            <ProductPicture base={base} alt="" sizes="88px" />
          </ButtonBase>
        ))}
      </Box>
      {zoomMounted && (
        <Suspense fallback={null}>
          <ZoomDialog open={zoomOpen} onClose={() => setZoomOpen(false)} images={images} index={selected} onIndexChange={setSelected} altOf={altOf} />
        </Suspense>
      )}
    </Box>
  );
}
