CREATE TABLE "arca_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"locked_until" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arca_tickets" (
	"cuit" text NOT NULL,
	"env" text NOT NULL,
	"service" text NOT NULL,
	"ticket" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arca_tickets_cuit_env_service_pk" PRIMARY KEY("cuit","env","service")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cbte_tipo" integer NOT NULL,
	"env" text NOT NULL,
	"point_of_sale" integer NOT NULL,
	"number" integer,
	"requested_number" integer,
	"request" jsonb,
	"state" text DEFAULT 'pendiente' NOT NULL,
	"cae" text,
	"cae_expiry" text,
	"issue_date" text,
	"observations" text DEFAULT '' NOT NULL,
	"total_ars" integer NOT NULL,
	"vat_ars" integer DEFAULT 0 NOT NULL,
	"doc_tipo" integer DEFAULT 99 NOT NULL,
	"doc_nro" text DEFAULT '0' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('factura', 'nota_credito')),
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" in ('pendiente', 'emitida', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("env","point_of_sale","cbte_tipo","number");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");