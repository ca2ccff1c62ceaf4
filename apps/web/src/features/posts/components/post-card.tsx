import { formatLongUsDate } from '@runtogether/shared/dates/date.rules';
import type { BusinessPost } from '@runtogether/shared/posts/post.schemas';
import { DeletePostDialog } from './delete-post-dialog';
import { PostImage } from './post-image';

/** One post: title, date (long US format, docs/product.md §9), content with its line breaks, images in a grid. */
export function PostCard({ post, canManage }: { post: BusinessPost; canManage: boolean }) {
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
            className="text-lg font-bold tracking-tight break-words text-slate-900"
          >
            {post.title}
          </h3>
          <time dateTime={post.createdAt} className="text-sm text-slate-600">
            {formatLongUsDate(post.createdAt)}
          </time>
        </div>
        {canManage && <DeletePostDialog post={post} />}
      </header>
      <p className="text-base break-words whitespace-pre-line text-slate-800">{post.content}</p>
      {count > 0 && (
        <ul className={count === 1 ? 'grid max-w-md grid-cols-1' : 'grid grid-cols-2 gap-2 sm:grid-cols-3'}>
          {post.images.map((image, index) => (
            <li key={image.id}>
              <PostImage
                image={image}
                alt={
                  image.altText ??
                  (count === 1 ? post.title : `${post.title}, image ${index + 1} of ${count}`)
                }
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
