-- A product whose Spanish text promises "con N horas de anticipación" but whose own lead time was
-- left at 0 (the seeded cake: "Pedila con 48 horas de anticipación") gets that lead time, so
-- checkout and the order keep the promise on databases seeded before the seed carried it. A lead
-- time the owner set (not 0) is kept.
UPDATE "products"
SET "lead_time_hours" = least(substring("details_es" from 'con (\d{1,3}) horas de anticipación')::int, 720)
WHERE "lead_time_hours" = 0 AND "details_es" ~ 'con \d{1,3} horas de anticipación';
