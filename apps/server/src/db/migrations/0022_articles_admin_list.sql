-- Issue 12: the admins' article list (drafts and published together, newest publish date first)
-- had no index in its order, so every page sorted all the articles; a backward scan of this one
-- reads a page and stops.
CREATE INDEX "articles_publish_idx" ON "articles" USING btree ("publish_date","id");
