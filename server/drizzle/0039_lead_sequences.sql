CREATE TABLE "lead_sequence_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stop_reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sequence_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"message_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	"skip_reason" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_sequence_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"delay_minutes" integer NOT NULL,
	"template_id" uuid,
	"body_variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"trigger_source" "lead_source",
	"trigger_course_id" uuid,
	"send_from_hour" integer NOT NULL,
	"send_until_hour" integer NOT NULL,
	"reply_status" "lead_status" NOT NULL,
	"counsellor_name" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_sequence_runs" ADD CONSTRAINT "lead_sequence_runs_sequence_id_lead_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."lead_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_runs" ADD CONSTRAINT "lead_sequence_runs_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_sends" ADD CONSTRAINT "lead_sequence_sends_run_id_lead_sequence_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."lead_sequence_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_sends" ADD CONSTRAINT "lead_sequence_sends_step_id_lead_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."lead_sequence_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_sends" ADD CONSTRAINT "lead_sequence_sends_message_id_whatsapp_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."whatsapp_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_steps" ADD CONSTRAINT "lead_sequence_steps_sequence_id_lead_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."lead_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_steps" ADD CONSTRAINT "lead_sequence_steps_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequence_steps" ADD CONSTRAINT "lead_sequence_steps_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequences" ADD CONSTRAINT "lead_sequences_trigger_course_id_courses_id_fk" FOREIGN KEY ("trigger_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sequences" ADD CONSTRAINT "lead_sequences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sequence_runs_lead_idx" ON "lead_sequence_runs" USING btree ("sequence_id","enquiry_id");--> statement-breakpoint
CREATE INDEX "lead_sequence_runs_due_idx" ON "lead_sequence_runs" USING btree ("next_due_at") WHERE "lead_sequence_runs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "lead_sequence_runs_enquiry_idx" ON "lead_sequence_runs" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "lead_sequence_runs_number_idx" ON "lead_sequence_runs" USING btree ("number") WHERE "lead_sequence_runs"."stop_reason" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sequence_sends_step_idx" ON "lead_sequence_sends" USING btree ("run_id","step_id");--> statement-breakpoint
CREATE INDEX "lead_sequence_sends_message_idx" ON "lead_sequence_sends" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "lead_sequence_steps_sequence_idx" ON "lead_sequence_steps" USING btree ("sequence_id","delay_minutes","position");