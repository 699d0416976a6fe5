CREATE TABLE "abandoned_cart_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"after_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abandoned_cart_settings_single_row" CHECK ("abandoned_cart_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "cart_reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"channel" text DEFAULT 'mail' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ars" integer NOT NULL,
	"restore_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	CONSTRAINT "cart_reminders_restore_token_hash_unique" UNIQUE("restore_token_hash"),
	CONSTRAINT "cart_reminders_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "cart_reminders_channel_check" CHECK ("cart_reminders"."channel" in ('mail', 'whatsapp'))
);
--> statement-breakpoint
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
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_reminders_user_idx" ON "cart_reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "saved_list_lines_updated_idx" ON "saved_list_lines" USING btree ("list","updated_at");