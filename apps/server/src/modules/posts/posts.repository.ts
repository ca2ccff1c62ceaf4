// Business posts and their images (docs/product.md §3 "Business post", "Post image").
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { businessPosts, postImages, users } from '../../db/schema';

export interface PostRow {
  id: number;
  businessId: string;
  title: string;
  content: string;
  createdAt: Date;
}

export interface PostPageRow extends PostRow {
  /** created_at to the microsecond (a JS Date keeps milliseconds only), for an exact keyset cursor. */
  createdAtExact: string;
}

export type PostImageRow = typeof postImages.$inferSelect;

export interface PostCursorPosition {
  createdAtExact: string;
  id: number;
}

/** The id of an active business account that is not suspended (docs/decisions/049), or undefined. */
export async function findBusinessId(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.role, 'business'), eq(users.isActive, true), isNull(users.suspendedAt)),
    )
    .limit(1);
  return row?.id;
}

const exactCreatedAt = sql<string>`to_char(${businessPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A business's posts, newest first (ties by id), after the cursor; served by business_posts_business_id_created_at_idx. */
export async function findPostPage(
  db: Database,
  businessId: string,
  cursor: PostCursorPosition | undefined,
  limit: number,
): Promise<PostPageRow[]> {
  const conditions: SQL[] = [eq(businessPosts.businessId, businessId)];
  if (cursor) {
    conditions.push(
      sql`(${businessPosts.createdAt}, ${businessPosts.id}) < (${cursor.createdAtExact}::timestamptz, ${cursor.id})`,
    );
  }
  return db
    .select({
      id: businessPosts.id,
      businessId: businessPosts.businessId,
      title: businessPosts.title,
      content: businessPosts.content,
      createdAt: businessPosts.createdAt,
      createdAtExact: exactCreatedAt,
    })
    .from(businessPosts)
    .where(and(...conditions))
    .orderBy(desc(businessPosts.createdAt), desc(businessPosts.id))
    .limit(limit);
}

/** The images of several posts in one query, in the order they were added. */
export async function findImagesOfPosts(db: Database, postIds: readonly number[]): Promise<PostImageRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(postImages)
    .where(inArray(postImages.postId, [...postIds]))
    .orderBy(asc(postImages.postId), asc(postImages.id));
}

export async function findPostById(db: Database, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select({
      id: businessPosts.id,
      businessId: businessPosts.businessId,
      title: businessPosts.title,
      content: businessPosts.content,
      createdAt: businessPosts.createdAt,
    })
    .from(businessPosts)
    .where(eq(businessPosts.id, id));
  return row;
}

/** A post id taken before the post is written, so its image files can be named after it. */
export async function reservePostId(db: Database): Promise<number> {
  const [row] = await selectRows<{ id: unknown }>(
    db,
    sql`select nextval(pg_get_serial_sequence('business_posts', 'id')) as id`,
  );
  const id = Number(row?.id);
  if (!Number.isSafeInteger(id)) throw new Error('could not reserve a post id');
  return id;
}

export interface NewPost {
  id: number;
  businessId: string;
  title: string;
  content: string;
}

export interface NewPostImage {
  url: string;
  name: string;
}

/** Writes the post (with its reserved id) and its images; call inside a transaction. */
export async function insertPostWithImages(
  db: Database,
  post: NewPost,
  images: readonly NewPostImage[],
): Promise<{ post: PostRow; images: PostImageRow[] }> {
  const [row] = await db.insert(businessPosts).overridingSystemValue().values(post).returning();
  if (!row) throw new Error('insert into business_posts returned nothing');
  const imageRows =
    images.length === 0
      ? []
      : await db
          .insert(postImages)
          .values(images.map((image) => ({ postId: row.id, url: image.url, name: image.name })))
          .returning();
  return { post: row, images: imageRows.sort((a, b) => a.id - b.id) };
}

/** A deleted post as it was: whose it was and what it was called. */
export interface DeletedPost {
  id: number;
  businessId: string;
  title: string;
}

/** Deletes the post and its images; answers the post and its image URLs, or undefined when it was already gone. */
export async function deletePostRows(
  db: Database,
  id: number,
): Promise<{ post: DeletedPost; imageUrls: string[] } | undefined> {
  const images = await db
    .delete(postImages)
    .where(eq(postImages.postId, id))
    .returning({ url: postImages.url });
  const [post] = await db
    .delete(businessPosts)
    .where(eq(businessPosts.id, id))
    .returning({ id: businessPosts.id, businessId: businessPosts.businessId, title: businessPosts.title });
  return post ? { post, imageUrls: images.map((image) => image.url) } : undefined;
}
