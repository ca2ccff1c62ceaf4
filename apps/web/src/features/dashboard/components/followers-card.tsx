import { Heart } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { intlLocale, t } from '@/lib/i18n';
import { useFollowers } from '../api/get-followers';

/** When a runner followed, e.g. 'Followed Nov 21, 2026'. */
const followedOn = (iso: string) =>
  t('host.dashboard.followers.followedOn', {
    date: new Date(iso).toLocaleDateString(intlLocale(), { dateStyle: 'medium' }),
  });

/** The runners who follow the host, newest first, with the day they followed (names only, no e-mail). */
export function FollowersCard({ hostId }: { hostId: string }) {
  const headingId = useId();
  const followers = useFollowers(hostId);
  const items = followers.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby={headingId}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <Heart aria-hidden="true" className="size-5 text-brand-700" />
            {t('host.dashboard.followers.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {followers.isPending ? (
            <div role="status" className="flex flex-col gap-3">
              <span className="sr-only">{t('host.dashboard.followers.loadingSr')}</span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : followers.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p className="text-sm font-medium text-red-900">{t('host.dashboard.followers.loadError')}</p>
              <RetryButton
                size="sm"
                retrying={followers.isFetching}
                onRetry={() => void followers.refetch()}
              />
            </div>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">{t('host.dashboard.followers.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-labelledby={headingId}>
              {items.map((follower) => (
                <li key={follower.runnerId} className="flex items-center gap-3">
                  <Avatar name={follower.name} src={follower.profileImageUrl} />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-slate-900">{follower.name}</p>
                    <p className="text-xs text-slate-500">
                      <time dateTime={follower.followedAt}>{followedOn(follower.followedAt)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {followers.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={followers.isFetchingNextPage}
              onClick={() => void followers.fetchNextPage()}
            >
              {followers.isFetchingNextPage ? t('host.common.loading') : t('host.common.loadMore')}
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
