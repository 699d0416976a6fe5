CREATE TABLE "funnel_days" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_days_day_event_pk" PRIMARY KEY("day","event"),
	CONSTRAINT "funnel_days_event_check" CHECK ("funnel_days"."event" in ('product_view', 'cart_started', 'checkout_begun'))
);
