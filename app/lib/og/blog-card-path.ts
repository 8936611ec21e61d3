/** The generated title card of a post (issue 15), versioned by its last update. */
export function blogCardPath(post: { slug: string; updatedAt: string | Date }): string {
  return `/og/blog/${post.slug}.png?v=${new Date(post.updatedAt).getTime()}`;
}
