CREATE TABLE "review_rating_counts" (
	"rating" smallint PRIMARY KEY NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_rating_counts_rating_check" CHECK ("review_rating_counts"."rating" between 1 and 5)
);
--> statement-breakpoint
-- Issue 12: the reviews page's summary read every shown review (18 ms at 100,000 reviews, on
-- each page of the list); it now reads these five rows, which the trigger below keeps. One
-- statement moves both ratings of a replaced review, locking the rows in the ratings' order, so
-- two reviews changed at once wait for each other instead of deadlocking.
INSERT INTO "review_rating_counts" ("rating", "shown")
SELECT r, (SELECT count(*) FROM "reviews" WHERE "reviews"."rating" = r AND "reviews"."hidden_at" IS NULL)
FROM generate_series(1, 5) AS r;--> statement-breakpoint
CREATE FUNCTION "review_rating_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added integer := CASE WHEN TG_OP <> 'DELETE' AND NEW."hidden_at" IS NULL THEN NEW."rating" END;
  removed integer := CASE WHEN TG_OP <> 'INSERT' AND OLD."hidden_at" IS NULL THEN OLD."rating" END;
BEGIN
  IF added IS DISTINCT FROM removed THEN
    -- An upsert: a rating's row comes with its first review (and after the table was emptied).
    INSERT INTO "review_rating_counts" AS "counts" ("rating", "shown")
    SELECT "rating", "change" FROM (VALUES (added, 1), (removed, -1)) AS "moves" ("rating", "change")
    WHERE "rating" IS NOT NULL
    ORDER BY "rating"
    ON CONFLICT ("rating") DO UPDATE SET "shown" = "counts"."shown" + excluded."shown";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_rating_counts"
AFTER INSERT OR DELETE OR UPDATE OF "rating", "hidden_at" ON "reviews"
FOR EACH ROW EXECUTE FUNCTION "review_rating_counts_follow"();
