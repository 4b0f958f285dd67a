CREATE TABLE "remote_build_health" (
	"remote" text NOT NULL,
	"build" text NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"chunk_failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_build_health_remote_build_pk" PRIMARY KEY("remote","build")
);
