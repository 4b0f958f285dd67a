CREATE TABLE "enquiry_pipeline_counts" (
	"scope" text NOT NULL,
	"status" "lead_status" NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enquiry_pipeline_counts_scope_status_pk" PRIMARY KEY("scope","status")
);
--> statement-breakpoint
DROP INDEX "enquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "enquiries_status_created_idx";--> statement-breakpoint
DROP INDEX "enquiries_source_created_idx";--> statement-breakpoint
DROP INDEX "enquiries_course_created_idx";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at","seq");--> statement-breakpoint
CREATE INDEX "enquiries_source_created_idx" ON "enquiries" USING btree ("source","created_at","seq");--> statement-breakpoint
CREATE INDEX "enquiries_course_created_idx" ON "enquiries" USING btree ("course_id","created_at","seq");