import type { RunQuestion } from '@runtogether/shared/registrations/questions.schemas';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import { asksOnEachDate } from '@runtogether/shared/series/series.rules';
import { Loader2, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { useMounted } from '@/lib/mounted';
import { t } from '@/lib/i18n';
import { seriesRegistrationBody, useJoinSeries, useSeriesJoined } from '../api/series-registrations';
import { JoinSeriesGroupDialog } from './join-series-group-dialog';
import { LeaveSeriesButton } from './leave-series-button';

/**
 * "Join every week" on a weekly run's page (docs/decisions/053): registers the runner for every upcoming date
 * of the series and the dates added later; once joined, "Leave every week" cancels them all. Runners only. On a
 * series whose runs have pace groups it asks which group first (the server needs one: docs/decisions/052). A run
 * that asks required questions or a waiver, required or not (`asksOnEachDate`), is registered for date by date,
 * with its answers: the server refuses joining every week then, and the page says why instead of offering it.
 */
export function JoinSeriesControl({
  seriesId,
  everyWeeks,
  groups = [],
  questions = [],
}: {
  seriesId: number;
  /** How often the series repeats: "every week", "every 2 weeks" (decision 053). */
  everyWeeks: number;
  groups?: RunGroup[];
  /** The run's questions: see `asksOnEachDate`. */
  questions?: readonly Pick<RunQuestion, 'kind' | 'required'>[];
}) {
  const auth = useAuth();
  const mounted = useMounted();
  const isRunner = auth.status === 'authenticated' && auth.user.role === 'runner';
  const joined = useSeriesJoined(seriesId, isRunner);
  const join = useJoinSeries(seriesId);
  const [choosing, setChoosing] = useState(false);
  if (!isRunner || !joined.data) return null;
  if (asksOnEachDate(questions) && !joined.data.joined) {
    return <p className="mt-4 text-sm text-slate-600">{t('series.join.asksQuestions')}</p>;
  }
  const busy = join.isPending || !mounted;
  const failed = () => toast.error(t('series.join.failed'));
  const joinWith = (groupId?: number) =>
    join.mutate(
      { ...seriesRegistrationBody(auth.user), ...(groupId === undefined ? {} : { groupId }) },
      {
        onSuccess: (membership) => {
          setChoosing(false);
          // A full date (or a full group) puts the runner on its waitlist: said, not hidden behind "you're in".
          const waitlisted = membership.dates.filter((date) => date.registration.status === 'waitlisted');
          if (waitlisted.length > 0)
            toast.info(t('series.join.joinedWaitlisted', { everyWeeks, count: waitlisted.length }));
          else toast.success(t('series.join.joined', { everyWeeks }));
        },
        onError: failed,
      },
    );

  if (joined.data.joined) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold text-brand-800">{t('series.join.joined', { everyWeeks })}</p>
        <LeaveSeriesButton seriesId={seriesId} everyWeeks={everyWeeks} disabled={!mounted} />
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-2">
      <Button
        type="button"
        className="w-full sm:w-fit"
        disabled={busy}
        onClick={() => (groups.length > 0 ? setChoosing(true) : joinWith())}
      >
        {join.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Repeat aria-hidden="true" />
        )}
        {join.isPending ? t('series.join.joining') : t('series.join.button', { everyWeeks })}
      </Button>
      <p className="text-sm text-slate-600">{t('series.join.hint')}</p>
      {groups.length > 0 && (
        <JoinSeriesGroupDialog
          groups={groups}
          everyWeeks={everyWeeks}
          open={choosing}
          onOpenChange={setChoosing}
          busy={join.isPending}
          onJoin={joinWith}
        />
      )}
    </div>
  );
}
