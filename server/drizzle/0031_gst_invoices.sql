CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"refund_key" text NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_refund_key_unique" UNIQUE("refund_key"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_serial_key" UNIQUE("financial_year","serial")
);
--> statement-breakpoint
CREATE TABLE "gst_document_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "gst_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "gst_counter_next_positive" CHECK ("gst_document_counters"."next" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"buyer_gstin" text,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tax_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_invoices_serial_key" UNIQUE("financial_year","serial")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_invoices_issued_at_idx" ON "tax_invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_invoices_user_idx" ON "tax_invoices" USING btree ("user_id");