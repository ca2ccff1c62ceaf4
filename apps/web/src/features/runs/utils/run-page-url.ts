import { paths } from '@/config/paths';

/** The run page's full address on this site, for calendar entries and shares. */
export const runPageUrl = (id: number) => new URL(paths.run.getHref(id), window.location.origin).href;
