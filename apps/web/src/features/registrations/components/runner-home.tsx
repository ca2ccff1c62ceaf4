import type { User } from '@runtogether/shared/users/user.schemas';
import { ArrowRight, CalendarCheck, Search, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { EmptyRuns } from './empty-runs';
import { RegisteredRunsList, type RenderRun } from './registered-runs-list';

/** The home panel shows the runner's next few runs; /my-runs has them all. */
export const HOME_UPCOMING_LIMIT = 3;

// Keys, translated when drawn: the language is the page's, known only at render.
const shortcuts: { href: string; title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  {
    href: paths.runs.getHref(),
    title: msg('runs.home.findRunsTitle'),
    text: msg('runs.home.findRunsText'),
    icon: <Search aria-hidden="true" className="size-6" />,
  },
  {
    href: paths.myRuns.getHref(),
    title: msg('runs.home.myRunsTitle'),
    text: msg('runs.home.myRunsText'),
    icon: <CalendarCheck aria-hidden="true" className="size-6" />,
  },
  {
    href: paths.profile.getHref(),
    title: msg('runs.home.profileTitle'),
    text: msg('runs.home.profileText'),
    icon: <UserRound aria-hidden="true" className="size-6" />,
  },
];

/** docs/product.md §2 /user-home: a greeting, shortcuts and the runner's upcoming runs. */
export function RunnerHome({ user, renderRun }: { user: Pick<User, 'name'>; renderRun: RenderRun }) {
  const upcomingId = useId();
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('runs.home.welcome', { name: user.name })}
        </h1>
        <p className="mt-2 text-lg text-slate-600">{t('runs.home.ready')}</p>
      </header>

      <nav aria-label={t('runs.home.shortcuts')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.href}>
              <Link
                to={shortcut.href}
                className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700">{shortcut.icon}</span>
                <span>
                  <span className="block font-bold text-slate-900">{t(shortcut.title)}</span>
                  <span className="block text-sm text-slate-600">{t(shortcut.text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby={upcomingId}>
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle id={upcomingId}>{t('runs.upcoming.title')}</CardTitle>
            <Link to={paths.runs.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('runs.upcoming.viewAll')}

              <ArrowRight aria-hidden="true" />
            </Link>
          </CardHeader>
          <CardContent>
            <RegisteredRunsList
              scope="upcoming"
              limit={HOME_UPCOMING_LIMIT}
              paged={false}
              renderRun={renderRun}
              empty={<EmptyRuns scope="upcoming" />}
            />
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
