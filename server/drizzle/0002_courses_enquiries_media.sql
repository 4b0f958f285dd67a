CREATE TYPE "public"."lead_status" AS ENUM('Pending', 'First Call Attempted', 'Interested', 'Information Sent', 'Not Engage', 'Course Fee Issue', 'Closed');--> statement-breakpoint
CREATE TABLE "course_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lectures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"video_file_key" text,
	"video_mime_type" text,
	"video_size_bytes" bigint,
	"video_duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"education" text,
	"phone" text NOT NULL,
	"email" "citext" NOT NULL,
	"course_id" uuid,
	"interested_course" text,
	"whatsapp_opt_in" boolean DEFAULT true NOT NULL,
	"status" "lead_status" DEFAULT 'Pending' NOT NULL,
	"submissions" integer DEFAULT 1 NOT NULL,
	"last_submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "lead_status" NOT NULL,
	"note" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_overviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"lecture_id" uuid NOT NULL,
	"overview" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_overviews_lecture_id_unique" UNIQUE("lecture_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_key" text NOT NULL,
	"purpose" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "upload_parts" (
	"session_id" uuid NOT NULL,
	"part_number" integer NOT NULL,
	"etag" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_parts_session_id_part_number_pk" PRIMARY KEY("session_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"lecture_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"storage_upload_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"chunk_size" integer NOT NULL,
	"total_parts" integer NOT NULL,
	"mime_type" text,
	"completing_since" timestamp with time zone,
	"created_by" uuid,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_sessions_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
DROP INDEX "courses_created_at_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "subtitle" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "language" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_mode" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_level" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "thumbnail" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "brochure" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "keypoints" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tags" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tags_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "what_will_you_learn" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "actual_price" numeric(12, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "discount_percentage" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "final_price" numeric(12, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "validity" text NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "average_rating" numeric(3, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_slugs" ADD CONSTRAINT "course_slugs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_history" ADD CONSTRAINT "enquiry_history_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_history" ADD CONSTRAINT "enquiry_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_overviews" ADD CONSTRAINT "lecture_overviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_overviews" ADD CONSTRAINT "lecture_overviews_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_overviews" ADD CONSTRAINT "lecture_overviews_lecture_id_course_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_overviews" ADD CONSTRAINT "lecture_overviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_session_id_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_announcements_course_id_created_idx" ON "course_announcements" USING btree ("course_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "course_lectures_section_id_position_idx" ON "course_lectures" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_lectures_course_id_idx" ON "course_lectures" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_sections_course_id_position_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "course_slugs_course_id_idx" ON "course_slugs" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_course_created_idx" ON "enquiries" USING btree ("course_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enquiries_phone_idx" ON "enquiries" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "enquiries_name_trgm_idx" ON "enquiries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_trgm_idx" ON "enquiries" USING gin (("email"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_trgm_idx" ON "enquiries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiry_history_enquiry_id_seq_idx" ON "enquiry_history" USING btree ("enquiry_id","seq");--> statement-breakpoint
CREATE INDEX "upload_sessions_lecture_id_idx" ON "upload_sessions" USING btree ("lecture_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_last_activity_at_idx" ON "upload_sessions" USING btree ("last_activity_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_published_created_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "courses"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "courses_published_category_created_idx" ON "courses" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "courses"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "courses_published_price_idx" ON "courses" USING btree ("final_price","id") WHERE "courses"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "courses_published_rating_idx" ON "courses" USING btree ("average_rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "courses"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "courses_published_title_idx" ON "courses" USING btree ("title","id") WHERE "courses"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "courses_status_created_idx" ON "courses" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_subtitle_trgm_idx" ON "courses" USING gin ("subtitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_tags_text_trgm_idx" ON "courses" USING gin ("tags_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);