CREATE TABLE "withdrawal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"order_id" uuid,
	"order_number" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'nuevo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_code_unique" UNIQUE("code"),
	CONSTRAINT "withdrawal_requests_status_check" CHECK ("withdrawal_requests"."status" in ('nuevo', 'en_proceso', 'respondido'))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_requests_created_idx" ON "withdrawal_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_order_idx" ON "withdrawal_requests" USING btree ("order_id");