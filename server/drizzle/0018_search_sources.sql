-- Two search sources changed; the documents already indexed follow without a re-index:
-- news carried the status word 'published', which the result rows showed as it was (every indexed article is
-- published, so the source now gives no status);
UPDATE "search_documents" SET "status" = '' WHERE "doc_type" = 'news' AND "status" = 'published';
--> statement-breakpoint
-- services were found by every identity; now only by the identities that see them in the service centre.
UPDATE "search_documents" AS "d" SET "audience" = "s"."identities"
  FROM "services" AS "s"
  WHERE "d"."doc_type" = 'service' AND "d"."source_id" = "s"."service_id"::text;
