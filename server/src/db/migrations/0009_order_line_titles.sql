ALTER TABLE "order_lines" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "title_en" text;--> statement-breakpoint
-- Lines stored before both titles were kept get them from their product: the
-- line's own title (as sold) in the order's language, the product's title in the other one.
UPDATE "order_lines" AS l SET
  "title_es" = CASE WHEN o."lang" = 'en' THEN p."title_es" ELSE l."title" END,
  "title_en" = CASE WHEN o."lang" = 'en' THEN l."title" ELSE p."title_en" END
FROM "orders" AS o, "products" AS p
WHERE o."id" = l."order_id" AND p."id" = l."product_id" AND l."title_es" IS NULL;
