CREATE TABLE "guest_carts" (
	"email" text PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_days" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_days_day_event_pk" PRIMARY KEY("day","event"),
	CONSTRAINT "funnel_days_event_check" CHECK ("funnel_days"."event" in ('product_view', 'cart_started', 'checkout_begun'))
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_carts_updated_idx" ON "guest_carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_email_idx" ON "cart_reminders" USING btree ("email","sent_at");