CREATE TABLE "lecture_captions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_key" text NOT NULL,
	"language" text NOT NULL,
	"file_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecture_captions_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "lecture_captions_video_language_key" UNIQUE("video_key","language")
);
--> statement-breakpoint
ALTER TABLE "lecture_captions" ADD CONSTRAINT "lecture_captions_video_key_stored_files_file_key_fk" FOREIGN KEY ("video_key") REFERENCES "public"."stored_files"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_captions" ADD CONSTRAINT "lecture_captions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;