CREATE TABLE "image_renditions" (
	"file_key" text PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_sources" (
	"file_key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_renditions" ADD CONSTRAINT "image_renditions_source_key_image_sources_file_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."image_sources"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_sources" ADD CONSTRAINT "image_sources_file_key_stored_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_renditions_source_key_idx" ON "image_renditions" USING btree ("source_key");