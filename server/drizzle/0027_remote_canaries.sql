CREATE TABLE "remote_canaries" (
	"remote" text PRIMARY KEY NOT NULL,
	"build" text NOT NULL,
	"share_percent" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_canaries_share_check" CHECK ("remote_canaries"."share_percent" BETWEEN 1 AND 99)
);
