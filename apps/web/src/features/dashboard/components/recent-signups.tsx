import { RECENT_SIGNUPS, type RecentSignup } from '@runtogether/shared/business/dashboard.schemas';
import { ArrowRight, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { listDate } from '@/lib/list-date';
import { formatInstant } from '../utils/format';

/** docs/product.md §2/§9: the latest sign-ups to the host's runs, at most 5, newest first. */
export function RecentSignups({ signups }: { signups: readonly RecentSignup[] }) {
  const headingId = useId();
  const latest = [...signups]
    .sort((a, b) => Date.parse(b.registeredAt) - Date.parse(a.registeredAt))
    .slice(0, RECENT_SIGNUPS);
  return (
    <section aria-labelledby={headingId}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <UserPlus aria-hidden="true" className="size-5 text-brand-700" />
            {t('host.dashboard.recentSignups.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {latest.length === 0 ? (
            <p className="text-sm text-slate-600">{t('host.dashboard.recentSignups.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {latest.map((signup) => (
                <li key={signup.id} className="flex items-start gap-3">
                  <Avatar name={signup.name} src={null} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-slate-900">
                      <span className="truncate">{signup.name}</span>
                      {signup.status === 'waitlisted' && (
                        <Badge className="bg-amber-100 text-amber-900">{t('host.common.waitlisted')}</Badge>
                      )}
                    </p>
                    <p className="flex text-sm text-slate-600">
                      {/* A long title gives way, not the date: a weekly run's dates share its title. */}
                      <Link
                        to={paths.run.getHref(signup.runId)}
                        className="flex min-w-0 hover:text-brand-800 hover:underline"
                      >
                        <span className="truncate">{signup.runTitle}</span>
                        <span className="shrink-0 whitespace-pre"> · {listDate(signup.runDate)}</span>
                      </Link>
                    </p>
                    <p className="text-xs text-slate-500">
                      <time dateTime={signup.registeredAt}>{formatInstant(signup.registeredAt)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.allParticipants.getHref()}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
          >
            {t('host.dashboard.recentSignups.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
