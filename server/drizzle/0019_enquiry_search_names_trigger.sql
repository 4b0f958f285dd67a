-- enquiry_search_names holds every name a lead has carried, added by statement-level triggers in the same
-- transaction as the insert or update that brings a new name, so a search never misses a lead by its name.
-- Names are added in key order (no deadlock between concurrent writers) and never removed: a name without
-- leads costs an empty index probe, and removing one would need a count per name kept on every write.
CREATE FUNCTION "enquiry_search_names_add"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "enquiry_search_names" ("name")
  SELECT DISTINCT n."name" FROM "new_rows" n ORDER BY 1
  ON CONFLICT ("name") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Creating the triggers locks enquiries against writes until the migration commits, so the backfill below
-- sees every name.
CREATE TRIGGER "enquiries_search_names_insert" AFTER INSERT ON "enquiries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_search_names_add"();--> statement-breakpoint
CREATE TRIGGER "enquiries_search_names_update" AFTER UPDATE ON "enquiries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_search_names_add"();--> statement-breakpoint
INSERT INTO "enquiry_search_names" ("name")
SELECT DISTINCT "name" FROM "enquiries"
ON CONFLICT ("name") DO NOTHING;
