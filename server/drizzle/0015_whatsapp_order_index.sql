DROP INDEX "whatsapp_contacts_occupation_idx";--> statement-breakpoint
DROP INDEX "whatsapp_messages_contact_idx";--> statement-breakpoint
DROP INDEX "whatsapp_messages_created_idx";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_contacts_occupation_idx" ON "whatsapp_contacts" USING btree (lower("occupation"));--> statement-breakpoint
CREATE INDEX "whatsapp_messages_contact_idx" ON "whatsapp_messages" USING btree ("contact_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_created_idx" ON "whatsapp_messages" USING btree ("created_at","seq");