CREATE TABLE "bin_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bin_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"bin_from" text NOT NULL,
	"bin_to" text NOT NULL,
	"low" bigint NOT NULL,
	"high" bigint NOT NULL,
	"bank" text NOT NULL,
	"brand" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bin_ranges_order_check" CHECK ("bin_ranges"."low" <= "bin_ranges"."high")
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_kind" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_customer_limit" integer,
	"min_order_cents" bigint DEFAULT 0 NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"bin_range_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('code', 'card')),
	CONSTRAINT "promotions_discount_kind_check" CHECK ("promotions"."discount_kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "promotions_value_check" CHECK ("promotions"."value" >= 0 and ("promotions"."discount_kind" <> 'percent' or "promotions"."value" <= 10000)),
	CONSTRAINT "promotions_limits_check" CHECK (("promotions"."total_limit" is null or "promotions"."total_limit" >= 0) and ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" >= 1) and "promotions"."min_order_cents" >= 0),
	CONSTRAINT "promotions_used_check" CHECK ("promotions"."used_count" >= 0 and ("promotions"."total_limit" is null or "promotions"."used_count" <= "promotions"."total_limit")),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "tax_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_holidays_dates_check" CHECK ("tax_holidays"."starts_on" <= "tax_holidays"."ends_on"),
	CONSTRAINT "tax_holidays_rate_check" CHECK ("tax_holidays"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "reserved_milli" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_bin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserves_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bin_ranges" ADD CONSTRAINT "bin_ranges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_ranges" ADD CONSTRAINT "bin_ranges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_holidays" ADD CONSTRAINT "tax_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_holidays" ADD CONSTRAINT "tax_holidays_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bin_ranges_company_low_idx" ON "bin_ranges" USING btree ("company_id","low","high");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_promotion_order_key" ON "promotion_uses" USING btree ("promotion_id","order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_customer_idx" ON "promotion_uses" USING btree ("promotion_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_company_kind_code_key" ON "promotions" USING btree ("company_id","kind",lower("code"));--> statement-breakpoint
CREATE INDEX "tax_holidays_company_dates_idx" ON "tax_holidays" USING btree ("company_id","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "orders_slot_capacity_idx" ON "orders" USING btree ("delivery_slot_id","slot_date");--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_reserved_check" CHECK ("stock"."reserved_milli" >= 0);