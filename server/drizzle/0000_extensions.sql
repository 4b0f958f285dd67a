-- citext backs the case-insensitive unique names and e-mails; pg_trgm serves substring search.
-- Both are trusted extensions, so the database owner can create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
