-- Blog search (issue 12.5): full-text search with Portuguese stemming on accent-folded
-- words, indexed, the same on PostgreSQL and PGlite (which ships unaccent; db.server.ts
-- loads it). Hand-written: Drizzle's schema has no text-search types, and the search
-- columns are derived data kept out of db/schema.ts on purpose (backups must not carry
-- them; they are rebuilt here and by the triggers).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- "maturação", "Maturacao" and "maturações" all become 'maturaca': unaccent first, so
-- what a visitor types without accents meets the stored words, then Portuguese stems.
CREATE TEXT SEARCH CONFIGURATION public.cervejometro_pt (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.cervejometro_pt
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, portuguese_stem;
--> statement-breakpoint
-- The Portuguese stemmer expects accents: once they are folded it no longer knows that
-- "maturacoes" is the plural of "maturacao" (-ções/-ção, -sões/-são, -ões/-ão). Documents
-- and typed searches both go through this, so the two forms meet.
CREATE FUNCTION public.search_fold(input text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT regexp_replace(public.unaccent(input), 'oes\M', 'ao', 'gi') $$;
--> statement-breakpoint
-- search_head: the title (weight A) and the tag names (B), small, for ranking;
-- search: that plus the content (D), what the GIN index matches.
ALTER TABLE "posts" ADD COLUMN "search_head" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" tsvector DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
CREATE FUNCTION public.post_tag_names(post uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(string_agg(t.name, ' '), '') FROM posts_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = post $$;
--> statement-breakpoint
CREATE FUNCTION public.post_search_head(name text, tag_names text) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$ SELECT setweight(to_tsvector('public.cervejometro_pt', public.search_fold(coalesce(name, ''))), 'A')
            || setweight(to_tsvector('public.cervejometro_pt', public.search_fold(coalesce(tag_names, ''))), 'B') $$;
--> statement-breakpoint
CREATE FUNCTION public.posts_search_before_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_head := public.post_search_head(NEW.name, public.post_tag_names(NEW.id));
  NEW.search := NEW.search_head || setweight(to_tsvector('public.cervejometro_pt', public.search_fold(NEW.content)), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_search_before_write BEFORE INSERT OR UPDATE OF name, content ON posts
  FOR EACH ROW EXECUTE FUNCTION public.posts_search_before_write();
--> statement-breakpoint
-- A post's tags changed (added, removed, a tag renamed or deleted): rebuild its vectors.
-- Statement-level with transition tables, so saving a post with five tags rebuilds it once.
CREATE FUNCTION public.posts_search_refresh_tagged() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'tags' THEN
    UPDATE posts SET name = name WHERE id IN (SELECT pt.post_id FROM posts_tags pt JOIN changed c ON c.id = pt.tag_id);
  ELSE
    UPDATE posts SET name = name WHERE id IN (SELECT post_id FROM changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_tags_search_insert AFTER INSERT ON posts_tags REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.posts_search_refresh_tagged();
--> statement-breakpoint
CREATE TRIGGER posts_tags_search_delete AFTER DELETE ON posts_tags REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.posts_search_refresh_tagged();
--> statement-breakpoint
CREATE TRIGGER tags_search_rename AFTER UPDATE ON tags REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION public.posts_search_refresh_tagged();
--> statement-breakpoint
UPDATE posts SET name = name;
--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");
