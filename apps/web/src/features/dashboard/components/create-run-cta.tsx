import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The call to action to /business/create-run. */
export function CreateRunCta() {
  return (
    <section className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 className="text-lg font-bold">Ready for your next run?</h2>
        <p className="mt-1 text-sm text-brand-100">
          Create a run in a minute; runners nearby will find it on Find Runs.
        </p>
      </div>
      <Link
        to={paths.createRun.getHref()}
        className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
      >
        <Plus aria-hidden="true" />
        Create a Run
      </Link>
    </section>
  );
}
