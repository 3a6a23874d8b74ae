/** A post as the list needs it: what the build knows, plus the real views once the API answered. */
export type SearchablePost = { title: string; excerpt: string; category: string; tags: readonly string[] };

/**
 * Spec 1 "Blog list": case-insensitive, matching the title, the excerpt or any tag. The category
 * matches too: a category badge sets the search text to the category's name, and without this
 * a badge such as "Gaming Tips" would find none of its own posts
 * (docs/decisions/007-blog-content-read-by-build-and-server.md).
 */
export function filterPosts<T extends SearchablePost>(posts: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return [...posts];
  const has = (text: string) => text.toLocaleLowerCase().includes(needle);
  return posts.filter((p) => has(p.title) || has(p.excerpt) || has(p.category) || p.tags.some(has));
}

/** Every category once, alphabetically. */
export function categoriesOf(posts: readonly SearchablePost[]): string[] {
  return [...new Set(posts.map((p) => p.category))].sort((a, b) => a.localeCompare(b));
}
