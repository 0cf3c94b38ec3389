-- Issue 12: the posts' search document was a stored generated column, which PostgreSQL computes
-- again on every update of the row: every like and comment changes the post's counters, and each
-- paid for parsing the post's text (7–15 µs an update here, more for a long post). A trigger
-- keeps it instead, on insert and when the title, the content or the language changes, with the
-- same expression as before (searchDocument in db/schema/search-vector.ts; a test holds them
-- equal). The column keeps the documents already computed.
ALTER TABLE "posts" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
CREATE FUNCTION "posts_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search" := setweight(to_tsvector((case NEW."language" when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig when 'fr' then 'french'::regconfig when 'ar' then 'arabic'::regconfig when 'pt' then 'portuguese'::regconfig when 'de' then 'german'::regconfig when 'it' then 'italian'::regconfig when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig when 'ru' then 'russian'::regconfig when 'tr' then 'turkish'::regconfig when 'hi' then 'hindi'::regconfig when 'ta' then 'tamil'::regconfig when 'id' then 'indonesian'::regconfig else 'simple'::regconfig end), coalesce(NEW."title", '')), 'A') || setweight(to_tsvector((case NEW."language" when 'en' then 'english'::regconfig when 'es' then 'spanish'::regconfig when 'fr' then 'french'::regconfig when 'ar' then 'arabic'::regconfig when 'pt' then 'portuguese'::regconfig when 'de' then 'german'::regconfig when 'it' then 'italian'::regconfig when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig when 'ru' then 'russian'::regconfig when 'tr' then 'turkish'::regconfig when 'hi' then 'hindi'::regconfig when 'ta' then 'tamil'::regconfig when 'id' then 'indonesian'::regconfig else 'simple'::regconfig end), coalesce(NEW."content", '')), 'B');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "posts_search" BEFORE INSERT OR UPDATE OF "title", "content", "language" ON "posts" FOR EACH ROW EXECUTE FUNCTION "posts_search"();--> statement-breakpoint
-- Also where triggers are off (session_replication_role = replica: a bulk load, a logical
-- replica), as the generated column was.
ALTER TABLE "posts" ENABLE ALWAYS TRIGGER "posts_search";
