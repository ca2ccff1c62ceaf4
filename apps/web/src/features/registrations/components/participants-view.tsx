import { AnswerList } from '@/components/sign-up/answer-list';
import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import type { ParticipantsResponse } from '@runtogether/shared/registrations/registration.schemas';
import { formatPace } from '@runtogether/shared/runs/run.rules';
import { ArrowLeft, CalendarDays, Clock, Download, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { participantsCsvPath } from '../api/get-participants';
import { formatRegisteredDate } from '../utils/participant-format';
import { ZoneCaption } from '@/lib/zone-caption';

interface ParticipantsViewProps {
  /** The first page's run and totals, and every participant loaded so far. */
  data: Pick<ParticipantsResponse, 'run' | 'totals' | 'participants'>;
  /** Loads the next page; absent when every participant is shown. */
  onShowMore?: () => void;
  loadingMore?: boolean;
  /** The viewer hosts this run: e-mail addresses and the CSV export (docs/product.md §6). */
  isHost: boolean;
}

/** docs/product.md §2 "Participants page": who is coming, confirmed runners first, then the waitlist. */
export function ParticipantsView({
  data: { run, totals, participants },
  isHost,
  onShowMore,
  loadingMore = false,
}: ParticipantsViewProps) {
  // The guests at check-in take places but have no registration to list: counted, not named (docs/decisions/057).
  const { confirmed, waitlisted, guests } = totals;
  // A run with pace groups lists its runners group by group, each group's own order kept (docs/decisions/052).
  const groups = run.groups ?? [];
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const rank = new Map(groups.map((group, index) => [group.id, index]));
  const rankOf = (groupId: number | null | undefined) => rank.get(groupId ?? -1) ?? groups.length;
  // Confirmed runners first, then the waitlist, whatever the grouping (docs/product.md §2); the server's order
  // (registration order) is kept within each.
  const waits = (p: (typeof participants)[number]) => (p.waitlistPosition === null ? 0 : 1);
  const rows = [...participants].sort(
    (a, b) => waits(a) - waits(b) || (groups.length > 0 ? rankOf(a.groupId) - rankOf(b.groupId) : 0),
  );

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.run.getHref(run.id)}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3 self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('runs.participants.backToRun')}
      </Link>

      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('runs.participants.title')}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {run.title}
          </h1>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {formatDateHeading(run.date, intlLocale())}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {run.time}
              <ZoneCaption timeZone={run.timezone} />
            </span>
          </p>
        </div>
        {isHost && (
          // A real file from the server: the session cookie goes along, Content-Disposition names it.
          <a href={participantsCsvPath(run.id)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {t('runs.participants.exportCsv')}
          </a>
        )}
      </header>

      {participants.length === 0 && guests === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-4 py-12 text-center">
          <Users aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-lg font-bold text-slate-900">{t('runs.participants.none')}</h2>
          <p className="text-slate-600">
            {t(isHost ? 'runs.participants.shareHint' : 'runs.participants.beFirst')}
          </p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <p className="border-b border-slate-200 px-3 py-3 text-sm text-slate-600 sm:px-6">
            {t('runs.participants.confirmedCount', { count: confirmed })}
            {guests > 0 && t('runs.participants.guestCount', { count: guests })}
            {waitlisted > 0 && t('runs.participants.waitlistedCount', { count: waitlisted })}
          </p>
          {participants.length > 0 && (
            <div className="overflow-x-auto">
              {/* Names and dates wrap between their words on a phone, never inside one ('Iren / e'); a word too
                  long for the screen makes the table scroll in its own box (docs/product.md, "Phones"). */}
              <table className="w-full text-left text-sm wrap-break-word">
                <caption className="sr-only">{t('runs.participants.caption', { title: run.title })}</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-3 sm:px-6">
                      {t('runs.participants.colName')}
                    </th>
                    {isHost && (
                      <th scope="col" className="px-3 py-3 sm:px-6">
                        {t('runs.participants.colEmail')}
                      </th>
                    )}
                    {groups.length > 0 && (
                      <th scope="col" className="px-3 py-3 sm:px-6">
                        {t('runs.register.group')}
                      </th>
                    )}
                    <th scope="col" className="px-3 py-3 sm:px-6">
                      {t('runs.participants.colPace')}
                    </th>
                    <th scope="col" className="px-3 py-3 sm:px-6">
                      {t('runs.participants.colRegistered')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((participant) => (
                    <tr
                      key={participant.id}
                      className={participant.waitlistPosition === null ? undefined : 'bg-amber-50/50'}
                    >
                      <th scope="row" className="px-3 py-3 font-semibold text-slate-900 sm:px-6">
                        <span className="flex flex-wrap items-center gap-2">
                          {participant.name}
                          {participant.waitlistPosition !== null && (
                            <Badge className="bg-amber-100 text-amber-900">
                              {t('runs.participants.waitlistBadge', {
                                position: participant.waitlistPosition,
                              })}
                            </Badge>
                          )}
                        </span>
                        <AnswerList answers={participant.answers} />
                      </th>
                      {isHost && (
                        <td className="px-3 py-3 break-all text-slate-700 sm:px-6">
                          {participant.email ?? ''}
                        </td>
                      )}
                      {groups.length > 0 && (
                        <td className="px-3 py-3 text-slate-700 sm:px-6">
                          {groupName.get(participant.groupId ?? -1) ?? t('runs.groups.noGroup')}
                        </td>
                      )}
                      <td className="px-3 py-3 whitespace-nowrap text-slate-700 tabular-nums sm:px-6">
                        {t('runs.common.paceValue', { pace: formatPace(participant.pace) })}
                      </td>
                      <td className="px-3 py-3 text-slate-700 sm:px-6">
                        {formatRegisteredDate(participant.registeredAt, run.timezone)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {onShowMore && (
            <div className="flex justify-center border-t border-slate-100 p-3">
              <Button variant="outline" size="sm" disabled={loadingMore} onClick={onShowMore}>
                {loadingMore ? t('runs.common.loading') : t('runs.participants.showMore')}
              </Button>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
