CREATE TABLE "shop_facts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"facts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
