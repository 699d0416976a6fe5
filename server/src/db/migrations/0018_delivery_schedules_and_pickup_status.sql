ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "undo_of" integer;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "open_weekdays" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "windows" jsonb DEFAULT '["manana","tarde"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "open_weekdays" jsonb DEFAULT '[0,1,2,3,4,5,6]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "windows" jsonb DEFAULT '["manana","tarde"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pendiente', 'en_camino', 'listo_para_retirar', 'entregado', 'cancelado'));--> statement-breakpoint
-- The point made at the first start (seedDeliveryDefaults) says "Lunes a viernes de 9 a 19 h": it gets those days, so
-- checkout stops offering weekends there. Points whose hours the owner wrote stay open every day until edited.
UPDATE "pickup_points" SET "open_weekdays" = '[1,2,3,4,5]'::jsonb WHERE "hours" = 'Lunes a viernes de 9 a 19 h';--> statement-breakpoint
-- A product whose Spanish text promises "con N horas de anticipación" but whose own lead time was
-- left at 0 (the seeded cake: "Pedila con 48 horas de anticipación") gets that lead time, so
-- checkout and the order keep the promise on databases seeded before the seed carried it. A lead
-- time the owner set (not 0) is kept.
UPDATE "products"
SET "lead_time_hours" = least(substring("details_es" from 'con (\d{1,3}) horas de anticipación')::int, 720)
WHERE "lead_time_hours" = 0 AND "details_es" ~ 'con \d{1,3} horas de anticipación';
