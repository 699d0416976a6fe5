CREATE TABLE "catering_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catering_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"status" text DEFAULT 'nuevo' NOT NULL,
	"event_date" date NOT NULL,
	"window" text NOT NULL,
	"guests" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"delivery" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"user_id" text,
	"quote_ars" integer,
	"note" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "catering_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "catering_requests_status_check" CHECK ("catering_requests"."status" in ('nuevo', 'cotizado', 'confirmado', 'rechazado')),
	CONSTRAINT "catering_requests_window_check" CHECK ("catering_requests"."window" in ('manana', 'tarde')),
	CONSTRAINT "catering_requests_delivery_check" CHECK ("catering_requests"."delivery" in ('delivery', 'pickup')),
	CONSTRAINT "catering_requests_quote_check" CHECK ("catering_requests"."quote_ars" is null or "catering_requests"."quote_ars" > 0)
);
--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_requests_created_idx" ON "catering_requests" USING btree ("created_at");