import type { BusinessPost } from '@runtogether/shared/posts/post.schemas';
import { Newspaper } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { usePosts } from '../api/get-posts';

// The cards (pictures, the delete dialog) are their own chunk, requested as soon as this module runs: they load
// while the page asks for the posts (decision 014); until both are there the skeleton shows.
const cardModule = import('./post-card');
const PostCard = lazy(() => cardModule.then(({ PostCard }) => ({ default: PostCard })));

function PostsSkeleton() {
  return (
    <div role="status" aria-label={t('host.posts.loading')} className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

export interface PostListProps {
  /** The business whose posts are shown. */
  businessId: string;
  /** The signed-in business looking at its own feed: each post gets a Delete button. */
  canManage: boolean;
  /** What the page offers on each post besides (a signed-in visitor's "Report"). */
  postActions?: (post: BusinessPost) => ReactNode;
}

/** A business's updates, newest first, a page at a time ('Load more'). */
export function PostList({ businessId, canManage, postActions }: PostListProps) {
  const posts = usePosts(businessId);

  // A failed refetch keeps the posts already shown; only a feed that never loaded shows the error instead.
  if (posts.data === undefined && !posts.isError) {
    return <PostsSkeleton />;
  }

  if (posts.data === undefined) {
    return (
      <Alert>
        <p className="font-medium">{t('host.posts.loadFailed')}</p>
        <RetryButton
          size="sm"
          className="mt-2"
          retrying={posts.isFetching}
          onRetry={() => void posts.refetch()}
        />
      </Alert>
    );
  }

  const items = posts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <Newspaper aria-hidden="true" className="size-8 text-slate-400" />
        <p className="font-semibold text-slate-900">{t('host.posts.emptyTitle')}</p>
        <p className="text-sm text-slate-600">
          {canManage ? t('host.posts.emptyManage') : t('host.posts.emptyPublic')}
        </p>
      </div>
    );
  }

  return (
    <Suspense fallback={<PostsSkeleton />}>
      <div className="flex flex-col gap-4">
        <ul aria-label={t('host.posts.listLabel')} className="flex flex-col gap-4">
          {items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} canManage={canManage} actions={postActions?.(post)} />
            </li>
          ))}
        </ul>
        {posts.isFetchNextPageError && <Alert>{t('host.posts.loadFailed')}</Alert>}
        {posts.hasNextPage && (
          <Button
            variant="outline"
            className="self-center"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {posts.isFetchingNextPage ? t('host.common.loading') : t('host.common.loadMore')}
          </Button>
        )}
      </div>
    </Suspense>
  );
}
