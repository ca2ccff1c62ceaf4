import type { User } from '@runtogether/shared/users/user.schemas';
import { ArrowRight, CalendarCheck, Search, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { EmptyRuns } from './empty-runs';
import { RegisteredRunsList, type RenderRun } from './registered-runs-list';

/** The home panel shows the runner's next few runs; /my-runs has them all. */
export const HOME_UPCOMING_LIMIT = 3;

const shortcuts: { href: string; title: string; text: string; icon: ReactNode }[] = [
  {
    href: paths.runs.getHref(),
    title: 'Find Runs',
    text: 'Discover group runs near you.',
    icon: <Search aria-hidden="true" className="size-6" />,
  },
  {
    href: paths.myRuns.getHref(),
    title: 'My Runs',
    text: "The runs you're registered for.",
    icon: <CalendarCheck aria-hidden="true" className="size-6" />,
  },
  {
    href: paths.profile.getHref(),
    title: 'Profile',
    text: 'Your name, e-mail and picture.',
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
          Welcome back, {user.name}!
        </h1>
        <p className="mt-2 text-lg text-slate-600">Ready for your next run?</p>
      </header>

      <nav aria-label="Shortcuts">
        <ul className="grid gap-4 sm:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.href}>
              <Link
                to={shortcut.href}
                className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <span className="rounded-xl bg-brand-50 p-2.5 text-brand-700">{shortcut.icon}</span>
                <span>
                  <span className="block font-bold text-slate-900">{shortcut.title}</span>
                  <span className="block text-sm text-slate-600">{shortcut.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby={upcomingId}>
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle id={upcomingId}>Upcoming Runs</CardTitle>
            <Link to={paths.runs.getHref()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              View All
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
