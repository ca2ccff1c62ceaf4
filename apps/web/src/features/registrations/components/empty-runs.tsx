import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

/** docs/product.md §2 /my-runs: 'No upcoming runs' with 'Browse runs to join', or 'No past runs'. */
export function EmptyRuns({ scope }: { scope: 'upcoming' | 'past' }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-10 text-center">
      <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
      <h3 className="text-lg font-bold text-slate-900">
        {scope === 'upcoming' ? t('runs.empty.noUpcoming') : t('runs.empty.noPast')}
      </h3>
      {scope === 'upcoming' ? (
        <>
          <p className="text-slate-600">{t('runs.empty.upcomingText')}</p>
          <Link
            to={paths.runs.getHref()}
            // Two lines rather than past the card's edge on a 320 px phone (docs/product.md, "Phones").
            className={buttonVariants({
              className: 'mt-3 h-auto min-h-10 max-w-full py-2 text-center whitespace-normal!',
            })}
          >
            {t('runs.empty.browse')}
          </Link>
        </>
      ) : (
        <p className="text-slate-600">{t('runs.empty.pastText')}</p>
      )}
    </div>
  );
}
