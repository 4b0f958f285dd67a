CREATE TABLE "video_transcodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"planned" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnails_key" text,
	"duration_seconds" real,
	"progress" real DEFAULT 0 NOT NULL,
	"eta_seconds" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_transcodes_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_source_key_stored_files_file_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."stored_files"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_transcodes_due_idx" ON "video_transcodes" USING btree ("available_at") WHERE "video_transcodes"."status" in ('queued', 'processing');