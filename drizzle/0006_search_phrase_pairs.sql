-- Quoted phrases at scale (issue 12.5). GIN does not keep word positions, so a phrase
-- query ("maturação a frio", or a hyphenated word, which the parser reads as a phrase)
-- made PostgreSQL unpack every candidate's vector from TOAST storage to check them:
-- 70 ms at 20,000 candidates, against 15-20 ms for any other search. Each post's vector
-- now also holds its pairs of consecutive words with the distance between them (stop
-- words count, as in the phrase operator <N>), as lexemes such as 'maturaca 2 fri'.
-- app/models/posts.server.ts rewrites a phrase into those pairs, which the index answers
-- alone. Positions are those of the whole vector (title, tags, content), so a pair is
-- exactly what the phrase operator would have matched between two neighbouring words.
CREATE FUNCTION public.search_pairs(v tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(array_to_tsvector(array_agg(DISTINCT pair)), ''::tsvector) FROM (
    SELECT lag(lexeme) OVER w || ' ' || (pos - lag(pos) OVER w) || ' ' || lexeme AS pair
    FROM unnest(v) AS u(lexeme, positions, weights), unnest(positions) AS pos
    WINDOW w AS (ORDER BY pos)) AS p WHERE pair IS NOT NULL $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.posts_search_before_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_head := public.post_search_head(NEW.name, public.post_tag_names(NEW.id));
  NEW.search := NEW.search_head || setweight(to_tsvector('public.cervejometro_pt', public.search_fold(NEW.content)), 'D');
  NEW.search := NEW.search || public.search_pairs(NEW.search);
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE posts SET name = name;
