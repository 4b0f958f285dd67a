-- The unfiltered list's page ids come from its order index alone once the index holds the id (index-only scan):
-- a deep page no longer visits every lead it skips.
DROP INDEX "enquiries_created_at_idx";--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at","seq","id");