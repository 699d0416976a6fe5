CREATE TABLE "saved_list_lines" (
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_lines_user_id_list_product_id_pk" PRIMARY KEY("user_id","list","product_id"),
	CONSTRAINT "saved_list_lines_list_check" CHECK ("saved_list_lines"."list" in ('cart', 'wishlist')),
	CONSTRAINT "saved_list_lines_quantity_check" CHECK ("saved_list_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_list_lines_updated_idx" ON "saved_list_lines" USING btree ("list","updated_at");