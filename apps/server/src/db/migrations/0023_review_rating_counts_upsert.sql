-- The rating counts' trigger as migration 0017 now writes it. 0017 was changed after it first
-- landed (29 Nov, 13:10 → 13:59 UTC): its first trigger UPDATEd a rating's row, which never comes
-- back once the table is emptied, and a database migrated in between still has that trigger.
-- This puts the upsert in place there; elsewhere it replaces the function with itself.
CREATE OR REPLACE FUNCTION "review_rating_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
