import { useTranslation } from 'react-i18next';
import { CATEGORY_PARAMS, type CategoryParam } from '../category-param.ts';
import { SelectField } from './select-field.tsx';
import s from './catalog.module.css';

/**
 * The category menu of /category: Todos, Salados, Dulces, Nuevos. A native
 * select drawn as the catalogue filter's fields (select-field.tsx): no MUI on the page.
 */
export function CategorySelect({
  value,
  onChange,
}: {
  value: CategoryParam;
  onChange: (value: CategoryParam) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <SelectField
      label={t('category.label')}
      className={s.categoryField}
      value={value}
      onChange={(event) => onChange(event.target.value as CategoryParam)}
    >
      {CATEGORY_PARAMS.map((param) => (
        <option key={param} value={param}>
          {t(`category.names.${param}`)}
        </option>
      ))}
    </SelectField>
  );
}
