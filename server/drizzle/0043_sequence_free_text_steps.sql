ALTER TABLE "lead_sequence_steps" ADD COLUMN "kind" text DEFAULT 'template' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_sequence_steps" ADD COLUMN "text" text;