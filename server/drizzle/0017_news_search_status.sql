-- News documents were indexed with the status word 'published', which the search rows showed as it was;
-- every indexed article is published, so the news source now gives no status. Existing rows follow.
UPDATE "search_documents" SET "status" = '' WHERE "doc_type" = 'news' AND "status" = 'published';
