-- The seeded alt texts of products 0, 2, 3, 4 and 10 described another of their
-- pictures (slices, a stack, a glass); they now say what the first picture shows. Only texts the
-- owner has not changed are replaced.
UPDATE "products" SET "image_alt_es" = 'Pan de molde entero cubierto de semillas, sobre un plato' WHERE "image_alt_es" = 'Pan de molde cubierto de semillas, con rodajas cortadas';--> statement-breakpoint
UPDATE "products" SET "image_alt_en" = 'Whole seed-topped loaf on a plate' WHERE "image_alt_en" = 'Seed-topped loaf of bread with slices cut';--> statement-breakpoint
UPDATE "products" SET "image_alt_es" = 'Pan lactal entero de corteza dorada, sobre un plato' WHERE "image_alt_es" = 'Pan lactal de miga blanca con rodajas apoyadas al costado';--> statement-breakpoint
UPDATE "products" SET "image_alt_en" = 'Whole golden-crusted sandwich loaf on a plate' WHERE "image_alt_en" = 'White sandwich loaf with slices leaning beside it';--> statement-breakpoint
UPDATE "products" SET "image_alt_es" = 'Crackers cuadrados de semillas sobre un plato' WHERE "image_alt_es" = 'Crackers cuadrados de semillas apilados';--> statement-breakpoint
UPDATE "products" SET "image_alt_en" = 'Square seed crackers on a plate' WHERE "image_alt_en" = 'Stack of square seed crackers';--> statement-breakpoint
UPDATE "products" SET "image_alt_es" = 'Grisines dorados con sésamo sobre un plato' WHERE "image_alt_es" = 'Grisines dorados con sésamo en un vaso y sobre la mesa';--> statement-breakpoint
UPDATE "products" SET "image_alt_en" = 'Golden sesame breadsticks on a plate' WHERE "image_alt_en" = 'Golden sesame breadsticks in a glass and on the table';--> statement-breakpoint
UPDATE "products" SET "image_alt_es" = 'Alfajores bañados en chocolate sobre un plato' WHERE "image_alt_es" = 'Alfajores bañados en chocolate, uno cortado mostrando el dulce de leche';--> statement-breakpoint
UPDATE "products" SET "image_alt_en" = 'Chocolate-coated alfajores on a plate' WHERE "image_alt_en" = 'Chocolate-coated alfajores, one cut open to show the dulce de leche';
