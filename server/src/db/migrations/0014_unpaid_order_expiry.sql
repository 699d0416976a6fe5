ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "unpaid_transfer_ttl_minutes" integer;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "unpaid_mercadopago_ttl_minutes" integer;