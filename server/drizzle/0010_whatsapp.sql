CREATE TABLE "whatsapp_account" (
	"key" text PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"business_account_id" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"display_phone_number" text,
	"verified_name" text,
	"quality_rating" text,
	"messaging_limit" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"provider_media_id" text,
	"provider_media_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid,
	"label" text NOT NULL,
	"filter" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"skipped_opted_out" integer DEFAULT 0 NOT NULL,
	"skipped_invalid" integer DEFAULT 0 NOT NULL,
	"skipped_outside_window" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"age" integer,
	"gender" text,
	"address" text,
	"occupation" text,
	"opted_in" boolean DEFAULT true NOT NULL,
	"opt_in_at" timestamp with time zone,
	"opt_in_source" text,
	"opt_out_at" timestamp with time zone,
	"opt_out_source" text,
	"last_inbound_at" timestamp with time zone,
	"undeliverable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_contacts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid,
	"number" text NOT NULL,
	"broadcast_id" uuid,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"template_name" text,
	"payload" jsonb,
	"status" text NOT NULL,
	"error_code" integer,
	"error_message" text,
	"wamid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_wamid_unique" UNIQUE("wamid")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"header_format" text DEFAULT 'NONE' NOT NULL,
	"header_text" text,
	"header_example" text,
	"header_attachment_id" uuid,
	"body" text NOT NULL,
	"body_examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"footer" text,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"rejected_reason" text,
	"provider_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_receipts" (
	"body_hash" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_webhook_receipts_body_hash_pk" PRIMARY KEY("body_hash")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_account" ADD CONSTRAINT "whatsapp_account_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_attachments" ADD CONSTRAINT "whatsapp_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_broadcasts" ADD CONSTRAINT "whatsapp_broadcasts_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_broadcasts" ADD CONSTRAINT "whatsapp_broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_contact_id_whatsapp_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."whatsapp_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_broadcast_id_whatsapp_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."whatsapp_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_header_attachment_id_whatsapp_attachments_id_fk" FOREIGN KEY ("header_attachment_id") REFERENCES "public"."whatsapp_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_name_trgm_idx" ON "whatsapp_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_number_trgm_idx" ON "whatsapp_contacts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_occupation_idx" ON "whatsapp_contacts" USING btree ("occupation");--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_created_idx" ON "whatsapp_contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_queue_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_broadcast_idx" ON "whatsapp_messages" USING btree ("broadcast_id","status");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_contact_idx" ON "whatsapp_messages" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_created_idx" ON "whatsapp_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_language_idx" ON "whatsapp_templates" USING btree ("name","language");--> statement-breakpoint
CREATE INDEX "whatsapp_webhook_receipts_received_idx" ON "whatsapp_webhook_receipts" USING btree ("received_at");