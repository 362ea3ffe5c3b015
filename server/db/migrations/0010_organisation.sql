CREATE TABLE "credit_balances" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_company_id_customer_id_pk" PRIMARY KEY("company_id","customer_id"),
	CONSTRAINT "credit_balances_not_negative" CHECK ("credit_balances"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"remaining_cents" bigint,
	"expires_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"reverses_id" integer,
	"user_id" integer,
	"mutation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('grant', 'spend', 'expire', 'reverse')),
	CONSTRAINT "credit_entries_remaining_check" CHECK ("credit_entries"."remaining_cents" is null or "credit_entries"."remaining_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_slots_weekday_check" CHECK ("delivery_slots"."weekday" between 0 and 6),
	CONSTRAINT "delivery_slots_capacity_check" CHECK ("delivery_slots"."capacity" >= 0),
	CONSTRAINT "delivery_slots_window_check" CHECK ("delivery_slots"."starts" < "delivery_slots"."ends")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"shipping_cents" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_zones_shipping_check" CHECK ("delivery_zones"."shipping_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "record_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_changes_entity_check" CHECK ("record_changes"."entity" in ('store', 'warehouse', 'user', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "store_hour_exceptions" (
	"store_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opens" text,
	"closes" text,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_hour_exceptions_store_id_on_date_pk" PRIMARY KEY("store_id","on_date")
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"price_override_cents" bigint,
	"out_of_stock_on" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "store_products_price_check" CHECK ("store_products"."price_override_cents" is null or "store_products"."price_override_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_aisles" (
	"warehouse_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "warehouse_aisles_warehouse_id_category_id_pk" PRIMARY KEY("warehouse_id","category_id")
);
--> statement-breakpoint
DROP INDEX "users_company_idx";--> statement-breakpoint
DROP INDEX "customers_company_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shipping_mode" text DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shipping_flat_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "free_shipping_above_cents" bigint;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_changes" ADD CONSTRAINT "record_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_changes" ADD CONSTRAINT "record_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hour_exceptions" ADD CONSTRAINT "store_hour_exceptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_aisles" ADD CONSTRAINT "warehouse_aisles_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_aisles" ADD CONSTRAINT "warehouse_aisles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" USING btree ("company_id","customer_id","id");--> statement-breakpoint
CREATE INDEX "credit_entries_expiring_idx" ON "credit_entries" USING btree ("expires_at") WHERE "credit_entries"."kind" = 'grant' and "credit_entries"."remaining_cents" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_mutation_key" ON "credit_entries" USING btree ("company_id","mutation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_reverses_key" ON "credit_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "delivery_slots_store_idx" ON "delivery_slots" USING btree ("store_id","weekday","starts");--> statement-breakpoint
CREATE INDEX "delivery_zones_store_idx" ON "delivery_zones" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "record_changes_entity_idx" ON "record_changes" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "store_products_product_idx" ON "store_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_document_trgm_idx" ON "customers" USING gin ("document_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id","name","id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_shipping_mode_check" CHECK ("stores"."shipping_mode" in ('flat', 'zone'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_money_check" CHECK ("stores"."shipping_flat_cents" >= 0 and "stores"."min_order_cents" >= 0 and ("stores"."free_shipping_above_cents" is null or "stores"."free_shipping_above_cents" >= 0));