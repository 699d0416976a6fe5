DROP INDEX "invoices_order_kind_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_seq_idx" ON "invoices" USING btree ("order_id","kind","seq");