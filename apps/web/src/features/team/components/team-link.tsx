import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useMemberships } from '../api/memberships';

/** For a runner in a host's team: the way to the team's screen ("Acting for …"). Nothing for anyone else. */
export function TeamLink() {
  const auth = useAuth();
  const runner = auth.status === 'authenticated' && auth.user.role === 'runner' ? auth.user.id : null;
  const memberships = useMemberships(runner);
  if (!memberships.data?.length) return null;
  return (
    <Link to={paths.team.getHref()} className={buttonVariants({ variant: 'outline' })}>
      <Users aria-hidden="true" />
      {t('team.home.link')}
    </Link>
  );
}
