ALTER TABLE "products" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" jsonb;