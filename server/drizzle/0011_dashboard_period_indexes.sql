CREATE INDEX "enrollments_enrolled_at_idx" ON "enrollments" USING btree ("enrolled_at");--> statement-breakpoint
CREATE INDEX "payment_orders_paid_at_idx" ON "payment_orders" USING btree ("paid_at") WHERE "payment_orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "training_certificates_issued_at_idx" ON "training_certificates" USING btree ("issued_at");