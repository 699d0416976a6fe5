CREATE TABLE "guest_carts" (
	"email" text PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_carts_updated_idx" ON "guest_carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_email_idx" ON "cart_reminders" USING btree ("email","sent_at");