-- Issue 27 §3: the blog search found neither "ipas" typed in lowercase nor "neipa" or "west
-- coast" in posts that say "Hazy IPA (New England)" or "American IPA".
-- 1. Style acronyms' English plurals in lowercase ("ipas", "neipas", "apas"): the rule of
--    drizzle/0004 took only uppercase ones ("IPAs"). Documents and typed searches alike.
CREATE OR REPLACE FUNCTION public.search_fold(input text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(public.unaccent(input),
    '\m([A-Z]{2,})s\M', '\1', 'g'),
    '\m(ipa|neipa|dipa|apa|esb|ibu|abv|ebc|srm)s\M', '\1', 'gi'),
    'oes\M', 'ao', 'gi') $$;
--> statement-breakpoint
-- 2. Style names a brewer uses for the same beer: a post's words gain the style's one token
--    ("Hazy IPA", "New England IPA" also read 'neipa'; "West Coast", "American IPA" also
--    read 'westcoast'). A typed search is rewritten to that token (app/models/posts.server.ts,
--    styleSearchText), so "neipa", "hazy" and "new england" find each other's posts.
CREATE FUNCTION public.search_fold_doc(input text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT regexp_replace(regexp_replace(public.search_fold(input),
    '\m(new[ -]+england|hazy)\M', '\1 neipa', 'gi'),
    '\m(west[ -]+coast|american[ -]+ipa)\M', '\1 westcoast', 'gi') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.post_search_head(name text, tag_names text) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$ SELECT setweight(to_tsvector('public.cervejometro_pt', public.search_fold_doc(coalesce(name, ''))), 'A')
            || setweight(to_tsvector('public.cervejometro_pt', public.search_fold_doc(coalesce(tag_names, ''))), 'B') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.posts_search_before_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_head := public.post_search_head(NEW.name, public.post_tag_names(NEW.id));
  NEW.search := NEW.search_head || setweight(to_tsvector('public.cervejometro_pt', public.search_fold_doc(NEW.content)), 'D');
  NEW.search := NEW.search || public.search_pairs(NEW.search);
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE posts SET name = name;
