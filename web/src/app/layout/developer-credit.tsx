import { useId, useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

/** Expandable developer credit of the footer (SPEC.md section 2): a toggle revealing the developer's e-mail. */
export function DeveloperCredit({ email }: { email: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((v) => !v)}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
      >
        {t('footer.developerToggle')}
      </Button>
      <Box id={regionId} role="region" aria-label={t('footer.developerToggle')} hidden={!open} sx={{ px: 1, pb: 1 }}>
        <Typography variant="body2">
          {t('footer.developerText')}{' '}
          {email && (
            <Link href={`mailto:${email}`} color="inherit">
              {email}
            </Link>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
