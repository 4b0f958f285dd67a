CREATE TABLE "page_styles" (
	"hash" text PRIMARY KEY NOT NULL,
	"css" text NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_styles_rendered_at_idx" ON "page_styles" USING btree ("rendered_at");