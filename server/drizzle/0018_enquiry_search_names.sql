CREATE TABLE "enquiry_search_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiry_search_names_trgm_idx" ON "enquiry_search_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_name_search_idx" ON "enquiries" USING btree ("name","created_at","seq","status","source","course_id","id");