import { forwardRef } from 'react';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@shop/domain';
import '../texts.ts';

export interface PaymentMethodPickerProps {
  /** The methods the shop offers, in the owner's order (ShopInfo.paymentMethods). */
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Shows "Elegí cómo vas a pagar" (after "Confirmar Pedido en Web" without a choice). */
  error: boolean;
  bankAlias: string;
  bankCbu: string;
}

/**
 * "Forma de pago" of /checkout: a required radio group of the methods the shop offers,
 * each with a one-line hint (Mercado Pago: card, debit, account money, instalments; transfer: the
 * alias and CBU; cash). A fieldset with its legend; each radio is named by its label alone and
 * described by its hint. The ref is the fieldset, so checkout can bring it into view and focus it.
 */
export const PaymentMethodPicker = forwardRef<HTMLFieldSetElement, PaymentMethodPickerProps>(
  function PaymentMethodPicker({ methods, value, onChange, error, bankAlias, bankCbu }, ref) {
    const { t } = useTranslation('checkout');
    const hint = (method: PaymentMethod): string => {
      if (method !== 'transferencia') return t(`payment.hints.${method}`);
      const account = [
        bankAlias && t('payment.alias', { alias: bankAlias }),
        bankCbu && t('payment.cbu', { cbu: bankCbu }),
      ]
        .filter(Boolean)
        .join(' · ');
      return account ? `${t('payment.hints.transferencia')} ${account}` : t('payment.hints.transferencia');
    };
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
        <FormControl component="fieldset" ref={ref} error={error} required sx={{ width: '100%' }}>
          <FormLabel
            component="legend"
            sx={{
              fontSize: '1.2rem',
              fontWeight: 700,
              color: 'text.primary',
              '&.Mui-focused': { color: 'text.primary' },
              mb: 1,
            }}
          >
            {t('payment.legend')}
          </FormLabel>
          <RadioGroup
            name="paymentMethod"
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value as PaymentMethod)}
            aria-describedby={error ? 'payment-method-error' : undefined}
            sx={{ gap: 1 }}
          >
            {methods.map((method) => {
              const hintId = `payment-method-${method}-hint`;
              return (
                <FormControlLabel
                  key={method}
                  value={method}
                  control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
                  sx={{
                    alignItems: 'flex-start',
                    m: 0,
                    pr: 1.5,
                    py: 0.5,
                    border: 1,
                    borderRadius: 1,
                    borderColor: value === method ? 'primary.main' : 'divider',
                    bgcolor: value === method ? 'action.selected' : undefined,
                  }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {t(`payment.methods.${method}`)}
                      </Typography>
                      {/* Read as the radio's description (aria-describedby), not as part of its name. */}
                      <Typography
                        component="span"
                        id={hintId}
                        aria-hidden
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {hint(method)}
                      </Typography>
                    </Box>
                  }
                />
              );
            })}
          </RadioGroup>
          {error && <FormHelperText id="payment-method-error">{t('payment.required')}</FormHelperText>}
        </FormControl>
      </Paper>
    );
  },
);
