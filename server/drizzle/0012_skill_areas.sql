ALTER TABLE "courses" ADD COLUMN "skill_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "training_programs" ADD COLUMN "skill_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_skill_areas_idx" ON "courses" USING gin ("skill_areas");--> statement-breakpoint
CREATE INDEX "training_programs_skill_areas_idx" ON "training_programs" USING gin ("skill_areas");