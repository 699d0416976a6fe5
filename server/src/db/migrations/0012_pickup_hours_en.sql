ALTER TABLE "pickup_points" ADD COLUMN "hours_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The point made at the first start (seedDeliveryDefaults) gets its English hours; points the owner wrote stay blank until edited.
UPDATE "pickup_points" SET "hours_en" = 'Monday to Friday, 9 am to 7 pm' WHERE "hours" = 'Lunes a viernes de 9 a 19 h' AND "hours_en" = '';
