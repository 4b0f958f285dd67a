-- The pipeline counts (leads per status) under each filter of the staff list that is not a search, kept in
-- enquiry_pipeline_counts by statement-level triggers in the same transaction as every insert, update and
-- delete of enquiries (the course_id a course's deletion sets to null included): a list without a search reads
-- seven rows instead of counting every lead. Scopes: 'all', 'source:<source>', 'course:<id>',
-- 'course:<id>|source:<source>' (the server's pipelineScope builds the same strings).
CREATE FUNCTION "enquiry_pipeline_scopes"("course_id" uuid, "source" "lead_source") RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT 'all'
  UNION ALL SELECT 'source:' || "source"::text
  UNION ALL SELECT 'course:' || "course_id"::text WHERE "course_id" IS NOT NULL
  UNION ALL SELECT 'course:' || "course_id"::text || '|source:' || "source"::text WHERE "course_id" IS NOT NULL
$$;--> statement-breakpoint
-- Each statement's changes are summed per scope and status and applied in one upsert, in key order, so that
-- concurrent transactions lock the counters in the same order (no deadlock between them).
CREATE FUNCTION "enquiry_pipeline_counts_apply"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "enquiry_pipeline_counts" ("scope", "status", "leads")
    SELECT s.scope, n."status", count(*)::int
    FROM "new_rows" n CROSS JOIN LATERAL "enquiry_pipeline_scopes"(n."course_id", n."source") AS s(scope)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("scope", "status") DO UPDATE SET "leads" = "enquiry_pipeline_counts"."leads" + excluded."leads";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "enquiry_pipeline_counts" ("scope", "status", "leads")
    SELECT s.scope, o."status", -count(*)::int
    FROM "old_rows" o CROSS JOIN LATERAL "enquiry_pipeline_scopes"(o."course_id", o."source") AS s(scope)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("scope", "status") DO UPDATE SET "leads" = "enquiry_pipeline_counts"."leads" + excluded."leads";
  ELSE
    INSERT INTO "enquiry_pipeline_counts" ("scope", "status", "leads")
    SELECT s.scope, c."status", sum(c.delta)::int
    FROM (
      SELECT "course_id", "source", "status", 1 AS delta FROM "new_rows"
      UNION ALL SELECT "course_id", "source", "status", -1 FROM "old_rows"
    ) c CROSS JOIN LATERAL "enquiry_pipeline_scopes"(c."course_id", c."source") AS s(scope)
    GROUP BY 1, 2 HAVING sum(c.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT ("scope", "status") DO UPDATE SET "leads" = "enquiry_pipeline_counts"."leads" + excluded."leads";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "enquiry_pipeline_counts_clear"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "enquiry_pipeline_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Creating the triggers locks enquiries against writes until the migration commits, so the backfill below
-- counts every lead exactly once.
CREATE TRIGGER "enquiries_pipeline_counts_insert" AFTER INSERT ON "enquiries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_pipeline_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "enquiries_pipeline_counts_update" AFTER UPDATE ON "enquiries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "enquiry_pipeline_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "enquiries_pipeline_counts_delete" AFTER DELETE ON "enquiries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_pipeline_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "enquiries_pipeline_counts_truncate" AFTER TRUNCATE ON "enquiries"
  FOR EACH STATEMENT EXECUTE FUNCTION "enquiry_pipeline_counts_clear"();--> statement-breakpoint
INSERT INTO "enquiry_pipeline_counts" ("scope", "status", "leads")
SELECT s.scope, e."status", count(*)::int
FROM "enquiries" e CROSS JOIN LATERAL "enquiry_pipeline_scopes"(e."course_id", e."source") AS s(scope)
GROUP BY 1, 2;
