CREATE TABLE "mercadopago_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"external_reference" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'ARS' NOT NULL,
	"amount_refunded" numeric(14, 2) DEFAULT 0 NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL,
	"date_approved" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by" text,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_source_check" CHECK ("payment_events"."source" in ('webhook', 'reconcile', 'return', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'transferencia' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mp_preference_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mp_init_point" text;--> statement-breakpoint
ALTER TABLE "mercadopago_payments" ADD CONSTRAINT "mercadopago_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mercadopago_payments_order_idx" ON "mercadopago_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_method","payment_status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('mercadopago', 'transferencia', 'efectivo'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pendiente', 'pagado', 'rechazado', 'reembolsado', 'en_revision'));