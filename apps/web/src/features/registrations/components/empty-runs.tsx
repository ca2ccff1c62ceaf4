import { CalendarX2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** docs/product.md §2 /my-runs: 'No upcoming runs' with 'Browse runs to join', or 'No past runs'. */
export function EmptyRuns({ scope }: { scope: 'upcoming' | 'past' }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-10 text-center">
      <CalendarX2 aria-hidden="true" className="size-10 text-slate-400" />
      <h3 className="text-lg font-bold text-slate-900">
        {scope === 'upcoming' ? 'No upcoming runs' : 'No past runs'}
      </h3>
      {scope === 'upcoming' ? (
        <>
          <p className="text-slate-600">Runs you register for show up here.</p>
          <Link to={paths.runs.getHref()} className={buttonVariants({ className: 'mt-3' })}>
            Browse runs to join
          </Link>
        </>
      ) : (
        <p className="text-slate-600">Runs you have taken part in show up here.</p>
      )}
    </div>
  );
}
