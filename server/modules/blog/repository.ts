/** SQL for the blog (SQL only in repositories). */
import { and, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { BlogArticle, BlogPost, BlogPostSummary } from "../../../contracts/blog";
import type { Db } from "../../db/client";
import { blogPosts, blogPostViews } from "../../db/schema";
import { incrementDailyCount } from "../usage/repository";

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  views: blogPosts.views,
  createdAt: blogPosts.createdAt,
};

function withIsoDate<T extends { createdAt: Date }>(row: T): Omit<T, "createdAt"> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Inserts new articles and updates known ones by slug, listing them again; views are left alone. */
export async function upsertArticles(db: Db, articles: readonly BlogArticle[]): Promise<void> {
  if (articles.length === 0) return;
  const rows = articles.map((a) => ({ ...a, createdAt: new Date(a.createdAt), listed: true }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(blogPosts)
    .values(rows)
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: excluded("title"),
        excerpt: excluded("excerpt"),
        content: excluded("content"),
        category: excluded("category"),
        tags: excluded("tags"),
        imageUrl: excluded("image_url"),
        readTime: excluded("read_time"),
        createdAt: excluded("created_at"),
        listed: sql`true`,
        syncedAt: sql`now()`,
      },
    });
}

/** Stops listing every post whose slug is not in `keep` (its row and views stay). Returns how many. */
export async function unlistAllExcept(db: Db, keep: readonly string[]): Promise<number> {
  const listed = eq(blogPosts.listed, true);
  const rows = await db
    .update(blogPosts)
    .set({ listed: false })
    .where(keep.length > 0 ? and(listed, notInArray(blogPosts.slug, [...keep])) : listed)
    .returning({ id: blogPosts.id });
  return rows.length;
}

export async function listListedPosts(db: Db): Promise<BlogPostSummary[]> {
  const rows = await db.select(summaryColumns).from(blogPosts).where(eq(blogPosts.listed, true)).orderBy(desc(blogPosts.createdAt), blogPosts.slug);
  return rows.map(withIsoDate);
}

export async function findListedPost(db: Db, slug: string): Promise<Omit<BlogPost, "html"> | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.listed, true)));
  return row && withIsoDate(row);
}

/**
 * Counts a view unless this visitor already viewed the post that day: the (post, day, IP hash)
 * row is the fact, and the post's total and its daily count (daily_counts, which outlives the
 * per-visitor rows) move only when that row is new. One transaction, so the counters can never
 * drift from the rows. Returns the post's views afterwards.
 */
export async function recordView(db: Db, post: { id: number; slug: string }, ipHash: string, day: string): Promise<{ counted: boolean; views: number }> {
  const postId = post.id;
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(blogPostViews).values({ postId, ipHash, day }).onConflictDoNothing().returning({ postId: blogPostViews.postId });
    const counted = inserted.length > 0;
    if (counted) await incrementDailyCount(tx as unknown as Db, "blog_view", post.slug, day);
    const [row] = counted
      ? await tx
          .update(blogPosts)
          .set({ views: sql`${blogPosts.views} + 1` })
          .where(eq(blogPosts.id, postId))
          .returning({ views: blogPosts.views })
      : await tx.select({ views: blogPosts.views }).from(blogPosts).where(eq(blogPosts.id, postId));
    return { counted, views: row?.views ?? 0 };
  });
}

/**
 * Forgets the per-visitor view rows of days before `day` (the retention period): the totals they
 * counted stay in `views` and daily_counts. Returns how many rows went.
 */
export async function deleteViewsBefore(db: Db, day: string): Promise<number> {
  const rows = await db.delete(blogPostViews).where(lt(blogPostViews.day, day)).returning({ postId: blogPostViews.postId });
  return rows.length;
}
