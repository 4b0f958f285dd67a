ALTER TABLE "lecture_overviews" DROP CONSTRAINT "lecture_overviews_section_id_course_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "lecture_overviews" DROP CONSTRAINT "lecture_overviews_lecture_id_course_lectures_id_fk";
--> statement-breakpoint
ALTER TABLE "lecture_progress" DROP CONSTRAINT "lecture_progress_lecture_id_course_lectures_id_fk";
--> statement-breakpoint
ALTER TABLE "notes" DROP CONSTRAINT "notes_section_id_course_sections_id_fk";
--> statement-breakpoint
ALTER TABLE "notes" DROP CONSTRAINT "notes_lecture_id_course_lectures_id_fk";
--> statement-breakpoint
ALTER TABLE "lecture_overviews" ADD CONSTRAINT "lecture_overviews_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_overviews" ADD CONSTRAINT "lecture_overviews_lecture_id_course_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_lecture_id_course_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_lectures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_lecture_id_course_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_lectures"("id") ON DELETE no action ON UPDATE no action;