CREATE TYPE "public"."lead_source" AS ENUM('Course', 'Contact Us', 'Event', 'CCFS');--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source" "lead_source" DEFAULT 'Course' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "event_name" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "organisation" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "city" text;--> statement-breakpoint
CREATE INDEX "enquiries_source_created_idx" ON "enquiries" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);