import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PARAMS, type CategoryParam } from '../category-param.ts';

/** The category menu of /category (SPEC.md section 2): Todos, Salados, Dulces, Nuevos. */
export function CategorySelect({
  value,
  onChange,
}: {
  value: CategoryParam;
  onChange: (value: CategoryParam) => void;
}) {
  const { t } = useTranslation('catalog');
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id={labelId}>{t('category.label')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('category.label')}
        value={value}
        onChange={(event) => onChange(event.target.value as CategoryParam)}
      >
        {CATEGORY_PARAMS.map((param) => (
          <MenuItem key={param} value={param}>
            {t(`category.names.${param}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
