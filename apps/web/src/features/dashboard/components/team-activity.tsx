import type { TeamActivity as Activity } from '@runtogether/shared/team/team-activity.schemas';
import { History } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { formatInstant } from '../utils/format';

const line = (activity: Activity) => {
  const values = { name: activity.actorName, title: activity.runTitle };
  switch (activity.action) {
    case 'created':
      return t('team.activity.created', values);
    case 'edited':
      return t('team.activity.edited', values);
    case 'deleted':
      return t('team.activity.deleted', values);
    case 'messaged':
      return t('team.activity.messaged', values);
    case 'checked-in':
      return t('team.activity.checkedIn', values);
    case 'removed-guest':
      return t('team.activity.removedGuest', values);
    case 'left':
      return t('team.activity.left', values);
  }
};

/** Who did what to the runs, newest first ("Mia edited Tuesday Intervals"; docs/decisions/054). */
export function TeamActivity({ activity }: { activity: readonly Activity[] }) {
  const headingId = useId();
  if (activity.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <History aria-hidden="true" className="size-5 text-brand-700" />
            {t('team.activity.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2 text-sm">
            {activity.map((a) => (
              <li key={a.id} className="text-slate-800">
                {a.runId !== null && a.action !== 'deleted' ? (
                  <Link to={paths.run.getHref(a.runId)} className="hover:underline">
                    {line(a)}
                  </Link>
                ) : (
                  line(a)
                )}{' '}
                <span className="text-slate-500">· {formatInstant(a.at)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
