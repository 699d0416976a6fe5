import { NotFoundView } from '../../components/not-found-view.tsx';
import type { StaticHead } from '../page-module.ts';

/** Catch-all route: the 404 page with its 20 s countdown home; no MUI (decision 0030). */
export default function NotFoundRoute() {
  return <NotFoundView />;
}

export const head: StaticHead = { title: 'common:notFound.title', status: 404 };
