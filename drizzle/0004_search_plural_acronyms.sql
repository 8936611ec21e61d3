-- Style names are acronyms with an English plural: "IPAs", "APAs", "IBUs". The Portuguese
-- stemmer keeps 'ipas' apart from 'ipa', so a post about "IPAs" was not found by "ipa".
-- An uppercase acronym followed by a lowercase s loses the s, in the posts (rebuilt below)
-- and in what visitors type (the same function).
CREATE OR REPLACE FUNCTION public.search_fold(input text) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT regexp_replace(regexp_replace(public.unaccent(input), '\m([A-Z]{2,})s\M', '\1', 'g'), 'oes\M', 'ao', 'gi') $$;
--> statement-breakpoint
UPDATE posts SET name = name;
