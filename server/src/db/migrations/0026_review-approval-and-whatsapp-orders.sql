CREATE TABLE "review_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hold_unverified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"whatsapp_order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"unit_price_ars" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_ars" integer NOT NULL,
	CONSTRAINT "whatsapp_order_lines_quantity_range" CHECK ("whatsapp_order_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'iniciado' NOT NULL,
	"idempotency_key" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_notes" text DEFAULT '' NOT NULL,
	"payment_method" text,
	"subtotal_ars" integer NOT NULL,
	"discount_ars" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"total_ars" integer NOT NULL,
	"delivery_kind" text,
	"delivery_name" text,
	"delivery_price_ars" integer,
	"delivery_address" text,
	"delivery_day" date,
	"delivery_window" text,
	"lang" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "whatsapp_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "whatsapp_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "whatsapp_orders_status_check" CHECK ("whatsapp_orders"."status" in ('iniciado', 'confirmado', 'descartado')),
	CONSTRAINT "whatsapp_orders_total_positive" CHECK ("whatsapp_orders"."total_ars" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_order_lines" ADD CONSTRAINT "whatsapp_order_lines_whatsapp_order_id_whatsapp_orders_id_fk" FOREIGN KEY ("whatsapp_order_id") REFERENCES "public"."whatsapp_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_order_lines" ADD CONSTRAINT "whatsapp_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_orders" ADD CONSTRAINT "whatsapp_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_order_lines_order_idx" ON "whatsapp_order_lines" USING btree ("whatsapp_order_id");--> statement-breakpoint
CREATE INDEX "whatsapp_order_lines_product_idx" ON "whatsapp_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "whatsapp_orders_status_idx" ON "whatsapp_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_orders_delivery_day_idx" ON "whatsapp_orders" USING btree ("delivery_day");