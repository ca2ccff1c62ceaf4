import type { BusinessPost } from '@runtogether/shared/posts/post.schemas';
import type { ReactNode } from 'react';
import { intlLocale, t } from '@/lib/i18n';
import { DeletePostDialog } from './delete-post-dialog';
import { PostImage } from './post-image';

/** A post's day in full, e.g. 'November 28, 2026' (docs/product.md §9), '28 de noviembre de 2026' in Spanish. */
const longDate = (instant: string) =>
  new Date(instant).toLocaleDateString(intlLocale(), { month: 'long', day: 'numeric', year: 'numeric' });

/** One post: title, date (long format, docs/product.md §9), content with its line breaks, images in a grid. */
export function PostCard({
  post,
  canManage,
  actions,
}: {
  post: BusinessPost;
  canManage: boolean;
  /** What the page offers on someone else's post (its "Report"). */
  actions?: ReactNode;
}) {
  const count = post.images.length;
  return (
    <article
      aria-labelledby={`post-${post.id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3
            id={`post-${post.id}-title`}
            className="text-lg font-bold tracking-tight wrap-anywhere text-slate-900"
          >
            {post.title}
          </h3>
          <time dateTime={post.createdAt} className="text-sm text-slate-600">
            {longDate(post.createdAt)}
          </time>
        </div>
        {canManage && <DeletePostDialog post={post} />}
        {actions}
      </header>
      <p className="text-base wrap-anywhere whitespace-pre-line text-slate-800">{post.content}</p>
      {count > 0 && (
        <ul className={count === 1 ? 'grid max-w-md grid-cols-1' : 'grid grid-cols-2 gap-2 sm:grid-cols-3'}>
          {post.images.map((image, index) => (
            <li key={image.id}>
              <PostImage
                image={image}
                alt={
                  image.altText ??
                  (count === 1
                    ? post.title
                    : t('host.posts.imageAlt', { title: post.title, index: index + 1, count }))
                }
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
