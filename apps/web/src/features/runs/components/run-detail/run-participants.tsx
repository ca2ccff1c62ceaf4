import type { Run } from '@runtogether/shared/runs/run.schemas';
import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { DetailSection } from './detail-section';
import { detailSpotsLeft, hasStarted } from '../../utils/spots';

/**
 * How many have joined and how many can still join; the list itself is one click away (docs/product.md §2).
 * The guests at check-in take places too, so they are counted apart from the runners (docs/decisions/057).
 */
export function RunParticipants({ run, manages = false }: { run: Run; manages?: boolean }) {
  const started = hasStarted(run);
  const spots = detailSpotsLeft(run);
  const joined = run.currentParticipants;
  const guests = run.currentGuests;
  const runners = joined - guests;
  const max = run.maxParticipants;
  return (
    <DetailSection
      title={t('runs.participants.title')}
      icon={<Users aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">
          {t('runs.participants.registeredCount', { count: runners })}
          {guests > 0 && t('runs.participants.guestCount', { count: guests })}
        </p>
        {!started && (
          <p className="text-sm text-slate-600">
            {spots === null
              ? t('runs.map.unlimitedSpots')
              : spots === 0
                ? t('runs.common.fullWaitlistOpen')
                : t('runs.common.spotsLeft', { count: spots })}
          </p>
        )}
      </div>
      {max !== null && max > 0 && (
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${Math.min(100, (joined / max) * 100)}%` }}
          />
        </div>
      )}
      {joined > 0 ? (
        <Link
          to={paths.runParticipants.getHref(run.id)}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          {t('runs.participants.viewAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        // "Be the first" speaks to a runner who can still join: not to the run's host, nor after the start.
        <p className="text-sm text-slate-600">
          {t(
            started
              ? 'runs.participants.noneJoinedPast'
              : manages
                ? 'runs.participants.noneJoinedHost'
                : 'runs.participants.noneJoined',
          )}
        </p>
      )}
    </DetailSection>
  );
}
