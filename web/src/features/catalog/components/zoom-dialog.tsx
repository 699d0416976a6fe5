import { useState } from 'react';
import { Box, Dialog, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { imageSources } from '@shop/domain';

/**
 * Zoomed product image: the 800 px image, full screen on phones. Clicking the image doubles it;
 * the box scrolls (touch pan) to see any part. Closes with Escape or the close button.
 */
export default function ZoomDialog({ open, onClose, base, alt }: { open: boolean; onClose: () => void; base: string; alt: string }) {
  const { t } = useTranslation('catalog');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [doubled, setDoubled] = useState(false);
  const src = imageSources(base);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" aria-label={t('gallery.zoomTitle')}>
      <DialogTitle sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 1 }}>
        {t('gallery.zoomTitle')}
        <IconButton aria-label={t('gallery.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box tabIndex={0} aria-label={alt} role="region" sx={{ overflow: 'auto', maxHeight: fullScreen ? 'none' : '80vh', flex: 1 }}>
        <picture>
          <source type="image/avif" srcSet={src.srcSetAvif} sizes="800px" />
          <img
            src={src.src}
            alt={alt}
            width={src.width}
            height={src.height}
            onClick={() => setDoubled((d) => !d)}
            style={{
              display: 'block',
              width: doubled ? 1600 : '100%',
              maxWidth: doubled ? 'none' : 800,
              height: 'auto',
              cursor: doubled ? 'zoom-out' : 'zoom-in',
            }}
          />
        </picture>
      </Box>
    </Dialog>
  );
}
