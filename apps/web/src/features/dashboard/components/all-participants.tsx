import { formatPace } from '@runtogether/shared/runs/run.rules';
import { ArrowLeft, Download, Users } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { ActingHost } from '@/lib/acting-host';
import { intlLocale, t } from '@/lib/i18n';
import { listDate } from '@/lib/list-date';
import { hostParticipantsCsvUrl, useHostParticipants } from '../api/get-host-participants';
import { formatInstant } from '../utils/format';

const cell = 'px-4 py-3 align-top';

function ParticipantsBody({ host }: { host: ActingHost }) {
  const participants = useHostParticipants(host);

  if (participants.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2 p-4">
        <span className="sr-only">{t('host.participants.loadingSr')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }

  if (participants.isError && !participants.data) {
    return (
      <LoadError
        message={t('host.participants.loadError')}
        retrying={participants.isFetching}
        onRetry={() => void participants.refetch()}
      />
    );
  }

  const rows = participants.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <Users aria-hidden="true" className="size-10 text-slate-400" />
        <p className="text-lg font-bold text-slate-900">{t('host.participants.emptyTitle')}</p>
        <p className="text-sm text-slate-600">{t('host.participants.emptyText')}</p>
      </div>
    );
  }

  return (
    <>
      {/* Wide on a phone: the table scrolls sideways (its links take keyboard focus and bring columns into view). */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t('host.participants.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t('host.participants.columnRun')}
              </th>
              <th scope="col" className={cell}>
                {t('host.participants.columnName')}
              </th>
              <th scope="col" className={cell}>
                {t('host.participants.columnEmail')}
              </th>
              <th scope="col" className={cell}>
                {t('host.participants.columnPace')}
              </th>
              <th scope="col" className={cell}>
                {t('host.participants.columnRegistered')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((p) => (
              <tr key={p.id}>
                <td className={cell}>
                  <Link
                    to={paths.run.getHref(p.runId)}
                    className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                  >
                    {p.runTitle}
                  </Link>
                  <div className="text-xs text-slate-500">
                    {listDate(p.runDate)} · {p.runTime}
                  </div>
                </td>
                <td className={cell}>
                  <span className="font-medium text-slate-900">{p.name}</span>
                  {p.status === 'waitlisted' && (
                    <Badge className="ml-2 bg-amber-100 text-amber-900">{t('host.common.waitlisted')}</Badge>
                  )}
                </td>
                <td className={`${cell} break-all`}>
                  <a href={`mailto:${p.email}`} className="text-brand-800 hover:underline">
                    {p.email}
                  </a>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {t('host.participants.pace', { pace: formatPace(p.pace) })}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={p.registeredAt}>
                    {formatInstant(p.registeredAt, undefined, intlLocale())}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-slate-100 p-4">
        {participants.isFetchNextPageError && (
          <p role="alert" className="text-sm text-red-800">
            {t('host.participants.loadError')}
          </p>
        )}
        {participants.hasNextPage && (
          <Button
            variant="outline"
            disabled={participants.isFetchingNextPage}
            onClick={() => void participants.fetchNextPage()}
          >
            {participants.isFetchingNextPage ? t('host.common.loading') : t('host.common.loadMore')}
          </Button>
        )}
        <p className="text-xs text-slate-500" aria-live="polite">
          {t('host.participants.showing', { count: rows.length })}
        </p>
      </div>
    </>
  );
}

/** /business/all-participants: every registration for the host's runs, with a CSV export. */
export function AllParticipants({ host }: { host: ActingHost }) {
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={paths.businessHome.getHref()}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('host.participants.back')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {t('host.participants.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('host.participants.subtitle')}</p>
        </div>
        {/* The server names the file (Content-Disposition: all-participants-<date>.csv). */}
        <a href={hostParticipantsCsvUrl(host)} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          {t('host.participants.exportCsv')}
        </a>
      </div>
      <Card className="overflow-hidden">
        <ParticipantsBody host={host} />
      </Card>
    </div>
  );
}
