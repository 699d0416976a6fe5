CREATE TABLE "delivery_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lead_time_hours" integer NOT NULL,
	"closed_weekdays" jsonb NOT NULL,
	"blocked_dates" jsonb NOT NULL,
	"capacity_kind" text NOT NULL,
	"capacity_per_day" integer,
	"days_ahead" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_capacity_kind_check" CHECK ("delivery_settings"."capacity_kind" in ('orders', 'units'))
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_ars" integer NOT NULL,
	"free_from_ars" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_price_range" CHECK ("delivery_zones"."price_ars" >= 0),
	CONSTRAINT "delivery_zones_free_from_range" CHECK ("delivery_zones"."free_from_ars" is null or "delivery_zones"."free_from_ars" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_ars" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_ars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_price_ars" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_day_idx" ON "orders" USING btree ("delivery_day");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_range" CHECK ("products"."lead_time_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_kind_check" CHECK ("orders"."delivery_kind" is null or "orders"."delivery_kind" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_window_check" CHECK ("orders"."delivery_window" is null or "orders"."delivery_window" in ('manana', 'tarde'));