/**
 * Catalogue seed: the 17 products of the bakery, in Spanish and English.
 * Prices are the original shop's, exactly; images are drawn by scripts/draw-products.mjs
 * (web/public/images/products/{id}-{n}-{w}.{avif,webp}, n = 1..4).
 */

/** One catalogue product as shipped in the seed. Prices are whole Argentine pesos (ARS). */
export interface SeedProduct {
  id: number; // 0..16, sequential
  slug: string; // kebab-case ASCII from the Spanish title, unique
  category: 'salados' | 'dulces' | 'nuevos';
  priceArs: number; // the original shop's exact price
  discountPercent: number | null; // null in the seed: discounts are the owner's to set in /admin
  isNew: boolean; // the "new" badge
  inStock: boolean;
  sortOrder: number; // = id
  title: { es: string; en: string };
  details: { es: string; en: string }; // ingredients, net weight/units, storage, carbs per portion
  imageAlt: { es: string; en: string }; // what the FIRST picture shows (the product whole, on a plate); the gallery names the others
  /** Hours of notice the product needs; must match what `details` promises ("Pedila con 48 horas de anticipación"). Default 0. */
  leadTimeHours?: number;
}

export const seedProducts: SeedProduct[] = [
  {
    id: 0,
    slug: 'pan-keto-de-semillas',
    category: 'salados',
    priceArs: 4000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 0,
    title: { es: 'Pan keto de semillas', en: 'Keto seed bread' },
    details: {
      es: 'Pan de molde hecho con harina de almendras, semillas de lino, girasol, chía y sésamo, psyllium y huevos. Pieza de 500 g, unas 14 rodajas. Se conserva 5 días en la heladera o hasta 3 meses en el freezer, ya rebanado. Aporta 2 g de carbohidratos netos por rodaja.',
      en: 'Loaf made with almond flour, flax, sunflower, chia and sesame seeds, psyllium and eggs. 500 g loaf, about 14 slices. Keeps 5 days in the fridge or up to 3 months in the freezer, pre-sliced. 2 g net carbs per slice.',
    },
    imageAlt: {
      es: 'Pan de molde entero cubierto de semillas, sobre un plato',
      en: 'Whole seed-topped loaf on a plate',
    },
  },
  {
    id: 1,
    slug: 'pan-keto-de-almendras',
    category: 'salados',
    priceArs: 4000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 1,
    title: { es: 'Pan keto de almendras', en: 'Keto almond bread' },
    details: {
      es: 'Hogaza redonda de harina de almendras, claras batidas, psyllium y un toque de aceite de oliva, con corteza dorada y miga húmeda. Pesa 450 g. Guardala en la heladera hasta 5 días o congelala en porciones. Tiene 2,5 g de carbohidratos netos por rodaja de 35 g.',
      en: 'Round loaf of almond flour, whipped egg whites, psyllium and a touch of olive oil, with a golden crust and a moist crumb. Weighs 450 g. Keep it in the fridge for up to 5 days or freeze it in portions. 2.5 g net carbs per 35 g slice.',
    },
    imageAlt: {
      es: 'Hogaza redonda de pan de almendras con corteza dorada y cortes en la superficie',
      en: 'Round almond bread loaf with a golden, scored crust',
    },
  },
  {
    id: 2,
    slug: 'pan-lactal-keto',
    category: 'salados',
    priceArs: 4000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 2,
    title: { es: 'Pan lactal keto', en: 'Keto sandwich bread' },
    details: {
      es: 'Pan de molde blanco y suave, ideal para tostadas y sándwiches: harina de almendras, fibra de bambú, proteína de suero, psyllium, huevos y manteca. Viene rebanado, 16 rodajas (550 g). Dura 5 días en la heladera y 3 meses congelado. Aporta 1,5 g de carbohidratos netos por rodaja.',
      en: 'Soft white loaf, perfect for toast and sandwiches: almond flour, bamboo fibre, whey protein, psyllium, eggs and butter. Comes sliced, 16 slices (550 g). Keeps 5 days in the fridge and 3 months frozen. 1.5 g net carbs per slice.',
    },
    imageAlt: {
      es: 'Pan lactal entero de corteza dorada, sobre un plato',
      en: 'Whole golden-crusted sandwich loaf on a plate',
    },
  },
  {
    id: 3,
    slug: 'crackers-keto-de-semillas',
    category: 'salados',
    priceArs: 2000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 3,
    title: { es: 'Crackers keto de semillas', en: 'Keto seed crackers' },
    details: {
      es: 'Crackers crocantes de semillas de lino, girasol, zapallo y sésamo, con queso parmesano y sal marina. Bolsa de 150 g, unas 20 unidades. Conservalas bien cerradas en un lugar fresco y seco hasta 3 semanas. Tienen 1 g de carbohidratos netos cada 5 crackers.',
      en: 'Crunchy crackers of flax, sunflower, pumpkin and sesame seeds with parmesan cheese and sea salt. 150 g bag, about 20 crackers. Keep tightly closed in a cool, dry place for up to 3 weeks. 1 g net carbs per 5 crackers.',
    },
    imageAlt: {
      es: 'Crackers cuadrados de semillas sobre un plato',
      en: 'Square seed crackers on a plate',
    },
  },
  {
    id: 4,
    slug: 'grisines-keto',
    category: 'salados',
    priceArs: 1800,
    discountPercent: null,
    isNew: false,
    inStock: false,
    sortOrder: 4,
    title: { es: 'Grisines keto', en: 'Keto breadsticks' },
    details: {
      es: 'Grisines finos de harina de almendras y queso mozzarella, con semillas de sésamo y orégano. Paquete de 120 g, unas 15 unidades. Se conservan crocantes hasta 2 semanas en un frasco cerrado. Aportan 1,5 g de carbohidratos netos cada 5 grisines.',
      en: 'Thin breadsticks of almond flour and mozzarella cheese, with sesame seeds and oregano. 120 g pack, about 15 sticks. They stay crisp for up to 2 weeks in a closed jar. 1.5 g net carbs per 5 sticks.',
    },
    imageAlt: {
      es: 'Grisines dorados con sésamo sobre un plato',
      en: 'Golden sesame breadsticks on a plate',
    },
  },
  {
    id: 5,
    slug: 'pan-de-hamburguesa-keto',
    category: 'salados',
    priceArs: 2500,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 5,
    title: { es: 'Pan de hamburguesa keto', en: 'Keto burger buns' },
    details: {
      es: 'Pancitos tiernos de harina de almendras, psyllium, queso crema y huevos, con sésamo por encima. Paquete de 4 unidades de 80 g. Calentalos unos minutos en el horno o la tostadora; duran 4 días en la heladera y 2 meses congelados. Cada pan tiene 3 g de carbohidratos netos.',
      en: 'Soft buns of almond flour, psyllium, cream cheese and eggs, topped with sesame. Pack of 4 buns, 80 g each. Warm them for a few minutes in the oven or toaster; they keep 4 days in the fridge and 2 months frozen. 3 g net carbs per bun.',
    },
    imageAlt: {
      es: 'Pancitos de hamburguesa redondos con sésamo',
      en: 'Round sesame-topped burger buns',
    },
  },
  {
    id: 6,
    slug: 'chipa-keto',
    category: 'salados',
    priceArs: 2600,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 6,
    title: { es: 'Chipá keto', en: 'Keto chipá cheese bread' },
    details: {
      es: 'Bolitas de queso al estilo chipá, sin almidón de mandioca: queso de campo, parmesano, harina de almendras, huevo y manteca. Bolsa de 12 unidades congeladas (300 g), listas para hornear 15 minutos a 200 °C. Se guardan hasta 3 meses en el freezer. Cada chipá tiene 0,5 g de carbohidratos netos.',
      en: 'Chipá-style cheese balls without cassava starch: farmhouse cheese, parmesan, almond flour, egg and butter. Bag of 12 frozen pieces (300 g), ready to bake for 15 minutes at 200 °C. Keeps up to 3 months in the freezer. 0.5 g net carbs per piece.',
    },
    imageAlt: {
      es: 'Chipás dorados y redondos recién horneados',
      en: 'Round golden chipá cheese breads fresh from the oven',
    },
  },
  {
    id: 7,
    slug: 'tarta-keto-de-frutos-rojos',
    category: 'dulces',
    priceArs: 7500,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 7,
    title: { es: 'Tarta keto de frutos rojos', en: 'Keto berry tart' },
    details: {
      es: 'Base crocante de almendras y manteca, relleno de queso crema endulzado con eritritol y cobertura de frutillas, arándanos y frambuesas. Tarta de 20 cm, 8 porciones. Mantenela en la heladera y consumila dentro de los 4 días. Cada porción tiene 5 g de carbohidratos netos.',
      en: 'Crisp almond and butter base, cream cheese filling sweetened with erythritol, topped with strawberries, blueberries and raspberries. 20 cm tart, 8 portions. Keep it in the fridge and eat it within 4 days. 5 g net carbs per portion.',
    },
    imageAlt: {
      es: 'Tarta redonda cubierta de frutillas, arándanos y frambuesas',
      en: 'Round tart topped with strawberries, blueberries and raspberries',
    },
  },
  {
    id: 8,
    slug: 'budin-keto-de-limon',
    category: 'dulces',
    priceArs: 4000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 8,
    title: { es: 'Budín keto de limón', en: 'Keto lemon loaf cake' },
    details: {
      es: 'Budín húmedo de harina de almendras y coco, ralladura y jugo de limón, endulzado con eritritol y stevia, con glaseado de limón sin azúcar. Pieza de 400 g, unas 10 porciones. Dura 6 días en la heladera. Aporta 2 g de carbohidratos netos por porción.',
      en: 'Moist loaf cake of almond and coconut flour with lemon zest and juice, sweetened with erythritol and stevia, finished with a sugar-free lemon glaze. 400 g cake, about 10 portions. Keeps 6 days in the fridge. 2 g net carbs per portion.',
    },
    imageAlt: {
      es: 'Budín de limón con glaseado blanco y rodajas de limón',
      en: 'Lemon loaf cake with white glaze and lemon slices',
    },
  },
  {
    id: 9,
    slug: 'cookies-keto-con-chips-de-chocolate',
    category: 'dulces',
    priceArs: 2000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 9,
    title: { es: 'Cookies keto con chips de chocolate', en: 'Keto chocolate chip cookies' },
    details: {
      es: 'Cookies de harina de almendras y manteca, endulzadas con eritritol, con chips de chocolate amargo 70 % sin azúcar agregada. Paquete de 4 cookies (160 g). Se conservan 10 días en un recipiente cerrado. Cada cookie tiene 2,5 g de carbohidratos netos.',
      en: 'Almond flour and butter cookies sweetened with erythritol, with 70% dark chocolate chips with no added sugar. Pack of 4 cookies (160 g). Keep 10 days in a closed container. 2.5 g net carbs per cookie.',
    },
    imageAlt: {
      es: 'Cookies doradas con chips de chocolate',
      en: 'Golden cookies studded with chocolate chips',
    },
  },
  {
    id: 10,
    slug: 'alfajores-keto-de-dulce-de-leche',
    category: 'dulces',
    priceArs: 5000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 10,
    title: { es: 'Alfajores keto de dulce de leche', en: 'Keto dulce de leche alfajores' },
    details: {
      es: 'Tapitas de harina de almendras y coco rellenas de dulce de leche sin azúcar (endulzado con eritritol) y bañadas en chocolate amargo. Caja de 4 alfajores de 55 g. Guardalos en un lugar fresco hasta 15 días. Cada alfajor tiene 4 g de carbohidratos netos.',
      en: 'Almond and coconut flour biscuits filled with sugar-free dulce de leche (sweetened with erythritol) and coated in dark chocolate. Box of 4 alfajores, 55 g each. Keep in a cool place for up to 15 days. 4 g net carbs per alfajor.',
    },
    imageAlt: {
      es: 'Alfajores bañados en chocolate sobre un plato',
      en: 'Chocolate-coated alfajores on a plate',
    },
  },
  {
    id: 11,
    slug: 'brownies-keto',
    category: 'dulces',
    priceArs: 5000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 11,
    title: { es: 'Brownies keto', en: 'Keto brownies' },
    details: {
      es: 'Brownies húmedos de chocolate amargo, cacao, harina de almendras y nueces, endulzados con eritritol. Caja de 4 porciones de 70 g. Se conservan 7 días en la heladera; quedan ricos tibios. Cada brownie tiene 3 g de carbohidratos netos.',
      en: 'Fudgy brownies of dark chocolate, cocoa, almond flour and walnuts, sweetened with erythritol. Box of 4 pieces, 70 g each. Keep 7 days in the fridge; they are lovely served warm. 3 g net carbs per brownie.',
    },
    imageAlt: {
      es: 'Cuadrados de brownie de chocolate con nueces',
      en: 'Squares of chocolate brownie with walnuts',
    },
  },
  {
    id: 12,
    slug: 'torta-keto-de-chocolate-y-nuez',
    category: 'dulces',
    priceArs: 25000,
    discountPercent: null,
    isNew: false,
    inStock: true,
    sortOrder: 12,
    // Its text promises "Pedila con 48 horas de anticipación": checkout and the order hold it to that.
    leadTimeHours: 48,
    title: { es: 'Torta keto de chocolate y nuez', en: 'Keto chocolate and walnut cake' },
    details: {
      es: 'Torta entera de tres capas de bizcochuelo de almendras y cacao, rellena con crema de chocolate y nueces y cubierta con ganache de chocolate amargo sin azúcar. Diámetro de 22 cm, 12 porciones (1,6 kg). Pedila con 48 horas de anticipación; dura 5 días en la heladera. Cada porción tiene 6 g de carbohidratos netos.',
      en: 'Whole three-layer cake of almond and cocoa sponge, filled with chocolate cream and walnuts and covered in sugar-free dark chocolate ganache. 22 cm across, 12 portions (1.6 kg). Order it 48 hours ahead; it keeps 5 days in the fridge. 6 g net carbs per portion.',
    },
    imageAlt: {
      es: 'Torta entera de chocolate decorada con nueces',
      en: 'Whole chocolate cake decorated with walnuts',
    },
  },
  {
    id: 13,
    slug: 'muffins-keto-de-arandanos',
    category: 'dulces',
    priceArs: 5000,
    discountPercent: null,
    isNew: true,
    inStock: true,
    sortOrder: 13,
    title: { es: 'Muffins keto de arándanos', en: 'Keto blueberry muffins' },
    details: {
      es: 'Muffins esponjosos de harina de almendras, yogur griego y arándanos frescos, endulzados con eritritol y un toque de vainilla. Caja de 4 muffins de 75 g. Duran 4 días en la heladera y se pueden congelar. Cada muffin tiene 4 g de carbohidratos netos.',
      en: 'Fluffy muffins of almond flour, Greek yoghurt and fresh blueberries, sweetened with erythritol and a hint of vanilla. Box of 4 muffins, 75 g each. Keep 4 days in the fridge; they can be frozen. 4 g net carbs per muffin.',
    },
    imageAlt: {
      es: 'Muffins dorados con arándanos en pirotines de papel',
      en: 'Golden blueberry muffins in paper cases',
    },
  },
  {
    id: 14,
    slug: 'focaccia-keto-de-romero',
    category: 'nuevos',
    priceArs: 5000,
    discountPercent: null,
    isNew: true,
    inStock: true,
    sortOrder: 14,
    title: { es: 'Focaccia keto de romero', en: 'Keto rosemary focaccia' },
    details: {
      es: 'Focaccia de harina de almendras, mozzarella y psyllium, con aceite de oliva, romero fresco, tomates cherry y sal gruesa. Plancha de 20 x 30 cm (600 g), 8 porciones. Calentala 5 minutos en el horno antes de servir; dura 4 días en la heladera. Cada porción tiene 3 g de carbohidratos netos.',
      en: 'Focaccia of almond flour, mozzarella and psyllium, with olive oil, fresh rosemary, cherry tomatoes and coarse salt. 20 x 30 cm slab (600 g), 8 portions. Warm it for 5 minutes in the oven before serving; it keeps 4 days in the fridge. 3 g net carbs per portion.',
    },
    imageAlt: {
      es: 'Focaccia rectangular con romero y tomates cherry',
      en: 'Rectangular focaccia with rosemary and cherry tomatoes',
    },
  },
  {
    id: 15,
    slug: 'prepizzas-keto',
    category: 'nuevos',
    priceArs: 5500,
    discountPercent: null,
    isNew: true,
    inStock: true,
    sortOrder: 15,
    title: { es: 'Prepizzas keto', en: 'Keto pizza bases' },
    details: {
      es: 'Bases de pizza de mozzarella, harina de almendras y huevo (masa tipo fathead), precocidas y con una capa de salsa de tomate. Paquete de 2 prepizzas de 28 cm. Agregá tus ingredientes y horneá 10 minutos; se conservan 5 días en la heladera o 2 meses congeladas. Cada porción (1/4 de pizza) tiene 3 g de carbohidratos netos.',
      en: 'Pizza bases of mozzarella, almond flour and egg (fathead dough), par-baked with a layer of tomato sauce. Pack of 2 bases, 28 cm each. Add your toppings and bake for 10 minutes; they keep 5 days in the fridge or 2 months frozen. 3 g net carbs per portion (1/4 pizza).',
    },
    imageAlt: {
      es: 'Prepizza redonda con salsa de tomate y hojas de albahaca',
      en: 'Round pizza base with tomato sauce and basil leaves',
    },
  },
  {
    id: 16,
    slug: 'rolls-keto-de-canela',
    category: 'nuevos',
    priceArs: 5000,
    discountPercent: null,
    isNew: true,
    inStock: true,
    sortOrder: 16,
    title: { es: 'Rolls keto de canela', en: 'Keto cinnamon rolls' },
    details: {
      es: 'Arrolladitos de masa de mozzarella y harina de almendras, rellenos de manteca, canela y eritritol dorado, con glaseado de queso crema sin azúcar. Caja de 4 rolls de 80 g. Calentalos 20 segundos en el microondas; duran 4 días en la heladera. Cada roll tiene 3,5 g de carbohidratos netos.',
      en: 'Swirls of mozzarella and almond flour dough filled with butter, cinnamon and golden erythritol, topped with sugar-free cream cheese frosting. Box of 4 rolls, 80 g each. Warm them for 20 seconds in the microwave; they keep 4 days in the fridge. 3.5 g net carbs per roll.',
    },
    imageAlt: {
      es: 'Rolls de canela con glaseado blanco',
      en: 'Cinnamon rolls with white frosting',
    },
  },
];
