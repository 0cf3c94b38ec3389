-- Issue 12: every like and comment changes its post's counters. With full pages each such UPDATE
-- put the new row version on another page and touched all six of the posts' indexes (the search
-- GIN index too); with room left on each page it stays a HOT update, on the same page, with no
-- index touched. Pages written before this keep no room until they are rewritten.
ALTER TABLE "posts" SET (fillfactor = 85);
