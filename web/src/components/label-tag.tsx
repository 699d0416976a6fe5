/**
 * A small coloured label ("-10%", "Nuevo", "Sin stock", "Oferta del día") drawn like MUI's small
 * Chip, without its code: the shop's first load carries only this span (JS budget).
 * Plain text, so screen readers read the label as part of its card. Static CSS (decision 0025).
 */
import type { CSSProperties } from 'react';
import s from './label-tag.module.css';

export interface LabelTagProps {
  label: string;
  /** Theme palette colour; 'dark' is the grey used for "out of stock". */
  color: 'primary' | 'secondary' | 'error' | 'dark';
  style?: CSSProperties;
}

export function LabelTag({ label, color, style }: LabelTagProps) {
  return (
    <span className={`${s.tag} ${s[color]}`} style={style}>
      {label}
    </span>
  );
}
