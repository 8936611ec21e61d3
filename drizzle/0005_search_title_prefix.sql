-- The admin's post search (titles, drafts included) was a LIKE over every accent-folded
-- title, two scans per search (0.35 s of CPU at 20,000 posts on PostgreSQL). It now
-- matches title words by prefix in search_head (title A, tag names B: small, stored in the
-- row), answered by this index; app/models/posts.server.ts, titleSearchCondition.
CREATE INDEX "posts_search_head_idx" ON "posts" USING gin ("search_head");
