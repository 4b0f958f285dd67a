CREATE TABLE "training_applicant_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "training_applicant_status_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" "citext" NOT NULL,
	"phone_number" text,
	"address" text,
	"institution_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "training_institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" "citext" NOT NULL,
	"email" "citext" NOT NULL,
	"contact_number" text,
	"address" text NOT NULL,
	"website" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_institutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "training_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"board" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"prerequisites" text NOT NULL,
	"syllabus" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_applicant_status_history" ADD CONSTRAINT "training_applicant_status_history_applicant_id_training_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."training_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_applicant_status_history" ADD CONSTRAINT "training_applicant_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_applicants" ADD CONSTRAINT "training_applicants_institution_id_training_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."training_institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_applicants" ADD CONSTRAINT "training_applicants_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."training_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_applicant_id_training_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."training_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_programs" ADD CONSTRAINT "training_programs_institution_id_training_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."training_institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_applicant_status_history_applicant_idx" ON "training_applicant_status_history" USING btree ("applicant_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "training_applicants_program_email_idx" ON "training_applicants" USING btree ("program_id","email");--> statement-breakpoint
CREATE INDEX "training_applicants_status_created_idx" ON "training_applicants" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "training_applicants_institution_idx" ON "training_applicants" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "training_applicants_created_idx" ON "training_applicants" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "training_certificates_in_force_idx" ON "training_certificates" USING btree ("applicant_id") WHERE "training_certificates"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "training_programs_institution_idx" ON "training_programs" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "training_programs_title_trgm_idx" ON "training_programs" USING gin ("title" gin_trgm_ops);