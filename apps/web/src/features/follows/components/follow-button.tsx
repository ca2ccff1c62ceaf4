import { isAppError } from '@runtogether/shared/errors/app-error';
import { Check, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth, type LoginRedirectState } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydration';
import { useFollowState } from '../api/get-follow-state';
import { useSetFollowing } from '../api/set-following';

export interface FollowButtonProps {
  businessId: string;
  /** The host's name, for the toasts. */
  hostName: string;
  /** Where a visitor comes back to after logging in to follow. */
  returnTo: string;
  /** Show "N followers" beside the button (the public profile). */
  showCount?: boolean;
}

/**
 * "Follow" / "Following" (a toggle) for a host, with its follower count on the profile. A visitor is sent to log
 * in and back, as the register button does; a business is told only runners follow; the host itself sees the
 * count only. The server checks all of it again.
 */
export function FollowButton({ businessId, hostName, returnTo, showCount = false }: FollowButtonProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const isRunner = auth.status === 'authenticated' && auth.user.role === 'runner';
  // Only a runner has a follow state of their own; the count is asked for where it is shown.
  const state = useFollowState(businessId, { enabled: showCount || isRunner });
  const setFollowing = useSetFollowing(businessId);
  const isHost = auth.status === 'authenticated' && auth.user.id === businessId;
  const following = state.data?.following ?? false;

  // A runner's button waits for their state, so it never says "Follow" to someone who follows.
  const waiting = auth.status === 'loading' || (isRunner && state.isPending) || setFollowing.isPending;

  const onClick = () => {
    if (waiting) return;
    if (auth.status !== 'authenticated') {
      toast.info(t('host.follow.mustLogIn'));
      const login: LoginRedirectState = { redirectTo: returnTo, role: 'runner', tab: 'login' };
      void navigate(paths.login.getHref(), { state: login });
      return;
    }
    if (auth.user.role !== 'runner') {
      toast.error(t('host.follow.runnerOnly'));
      return;
    }
    // Both sentences end on the name: "Retiro Running Co." ends them itself, rather than with "Co..".
    const sentenceEnd = hostName.replace(/\.$/, '');
    setFollowing.mutate(!following, {
      onSuccess: (next) =>
        toast.success(
          next.following
            ? t('host.follow.followed', { host: sentenceEnd })
            : t('host.follow.unfollowed', { host: sentenceEnd }),
        ),
      onError: (error) => {
        const description = isAppError(error) && error.status < 500 ? error.message : undefined;
        toast.error(following ? t('host.follow.unfollowFailed') : t('host.follow.followFailed'), {
          description,
        });
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {!isHost && (
        <Button
          variant={following ? 'secondary' : 'default'}
          aria-pressed={following}
          // On a server-rendered page the button shows before scripts run: it works once hydrated. While it
          // waits it stays focusable (aria-disabled, clicks ignored): a disabled button would drop the focus of
          // the runner who pressed it to the page's body.
          disabled={!hydrated}
          aria-disabled={waiting || undefined}
          onClick={onClick}
        >
          {following ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {following ? t('host.follow.following') : t('host.follow.follow')}
        </Button>
      )}
      {showCount && state.data && (
        <span className="text-sm font-medium text-slate-600" data-testid="follower-count">
          {t('host.follow.count', { count: state.data.followerCount })}
        </span>
      )}
    </div>
  );
}
