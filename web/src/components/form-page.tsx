import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';
import s from './form-page.module.css';
import page from './page.module.css';

/**
 * The frame of a small form page (sign-in, sign-up, code confirmation, password reset, access
 * gate): a centred card with the page's h1 (also the document title) and an optional intro.
 * Static CSS (form-page.module.css, decision 0030): these pages load no MUI.
 */
export function FormPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={s.container}>
      <PageTitle title={title} />
      <div className={s.card}>
        <h1 className={`${page.h1} ${s.title}`} data-intro={intro ? '' : undefined}>
          {title}
        </h1>
        {intro && <p className={`${page.body1} ${page.secondary} ${s.intro}`}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}

/**
 * `slotProps.inputLabel` for an MUI TextField of the small account forms whose label carries no
 * asterisk (the input keeps `required`). The static fields of these pages use `REQUIRED_NO_MARK`.
 */
export const NO_REQUIRED_MARK = { required: false } as const;

/**
 * Spread on a static TextField (components/text-field.tsx) in place of `required`: every field of
 * the small account forms is required, so the labels carry no asterisk and read exactly
 * "Contraseña", "Usuario"...; `aria-required` still tells screen readers (the forms are
 * `noValidate`, so the browser's own check of `required` was never used).
 */
export const REQUIRED_NO_MARK = { 'aria-required': true } as const;
