ALTER TABLE "delivery_zones" ADD COLUMN "open_weekdays" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "windows" jsonb DEFAULT '["manana","tarde"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "open_weekdays" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "windows" jsonb DEFAULT '["manana","tarde"]'::jsonb NOT NULL;--> statement-breakpoint
-- The point made at the first start (seedDeliveryDefaults) says "Lunes a viernes de 9 a 19 h": it gets those days, so
-- checkout stops offering weekends there. Points whose hours the owner wrote stay open every day until edited.
UPDATE "pickup_points" SET "open_weekdays" = '[1,2,3,4,5]'::jsonb WHERE "hours" = 'Lunes a viernes de 9 a 19 h';
