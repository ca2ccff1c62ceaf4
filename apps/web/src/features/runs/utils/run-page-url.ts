import { paths } from '@/config/paths';
import { pageOrigin } from '@/lib/page-origin';

/** The run page's full address on this site, for calendar entries and shares. */
export const runPageUrl = (id: number) => new URL(paths.run.getHref(id), pageOrigin()).href;
