CREATE TABLE "export_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_company_id_store_id_warehouse_id_status_pk" PRIMARY KEY("company_id","store_id","warehouse_id","status")
);
--> statement-breakpoint
ALTER TABLE "export_tickets" ADD CONSTRAINT "export_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_user_idx" ON "order_events" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_company_slot_idx" ON "orders" USING btree ("company_id","slot_start","id");--> statement-breakpoint
CREATE INDEX "orders_company_total_idx" ON "orders" USING btree ("company_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_company_number_idx" ON "orders" USING btree ("company_id","number","id");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "orders_picker_idx" ON "orders" USING btree ("picker_id");