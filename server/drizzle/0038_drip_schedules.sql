CREATE TABLE "job_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"done_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_open_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "opens_after_days" integer;--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "section_open_notices" ADD CONSTRAINT "section_open_notices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_open_notices" ADD CONSTRAINT "section_open_notices_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_open_notices" ADD CONSTRAINT "section_open_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "section_open_notices_section_user_idx" ON "section_open_notices" USING btree ("section_id","user_id");--> statement-breakpoint
CREATE INDEX "section_open_notices_user_idx" ON "section_open_notices" USING btree ("user_id");