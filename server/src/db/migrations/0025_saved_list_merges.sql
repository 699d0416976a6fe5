CREATE TABLE "saved_list_merges" (
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"merge_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_merges_user_id_list_merge_id_pk" PRIMARY KEY("user_id","list","merge_id")
);
--> statement-breakpoint
ALTER TABLE "saved_list_merges" ADD CONSTRAINT "saved_list_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;