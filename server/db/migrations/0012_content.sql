CREATE TABLE "cache_versions" (
	"company_id" integer NOT NULL,
	"area" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"invalidated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invalidated_by" integer,
	"rebuilt_at" timestamp with time zone,
	CONSTRAINT "cache_versions_company_id_area_pk" PRIMARY KEY("company_id","area"),
	CONSTRAINT "cache_versions_area_check" CHECK ("cache_versions"."area" in ('catalogue', 'prices', 'categories', 'menu', 'ui'))
);
--> statement-breakpoint
CREATE TABLE "intrusive_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intrusive_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_key" text,
	"link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"every_days" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intrusive_banners_window_check" CHECK ("intrusive_banners"."starts_at" < "intrusive_banners"."ends_at"),
	CONSTRAINT "intrusive_banners_audience_check" CHECK ("intrusive_banners"."audience" in ('all', 'new', 'returning')),
	CONSTRAINT "intrusive_banners_every_days_check" CHECK ("intrusive_banners"."every_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_posts_window_check" CHECK ("news_posts"."ends_at" is null or "news_posts"."starts_at" < "news_posts"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"news_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_news_id_user_id_pk" PRIMARY KEY("news_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ui_elements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ui_elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_elements_kind_check" CHECK ("ui_elements"."kind" in ('banner', 'carousel', 'category_row'))
);
--> statement-breakpoint
CREATE TABLE "ui_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ui_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"element_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image_key" text,
	"action" text NOT NULL,
	"action_id" text DEFAULT '' NOT NULL,
	"list_action_ids" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_items_window_check" CHECK ("ui_items"."starts_at" is null or "ui_items"."ends_at" is null or "ui_items"."starts_at" < "ui_items"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"message_id" integer,
	"order_id" integer,
	"subscription_id" integer,
	"user_id" integer,
	"endpoint_host" text NOT NULL,
	"status_code" integer,
	"outcome" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_outcome_check" CHECK ("push_deliveries"."outcome" in ('sent', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_keys_single_check" CHECK ("push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_url" text,
	"route" text DEFAULT '/' NOT NULL,
	"audience" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_messages_status_check" CHECK ("push_messages"."status" in ('scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "push_staff_alerts" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_staff_alerts_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "push_staff_alerts_kind_check" CHECK ("push_staff_alerts"."kind" in ('to_pick', 'to_dispatch'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failure_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sampling_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sampling_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity_milli" bigint DEFAULT 1000 NOT NULL,
	"total_samples" integer NOT NULL,
	"used_samples" integer DEFAULT 0 NOT NULL,
	"store_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_order_cents" bigint DEFAULT 0 NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sampling_campaigns_quantity_check" CHECK ("sampling_campaigns"."quantity_milli" > 0 and "sampling_campaigns"."total_samples" >= 0 and "sampling_campaigns"."min_order_cents" >= 0),
	CONSTRAINT "sampling_campaigns_used_check" CHECK ("sampling_campaigns"."used_samples" >= 0 and "sampling_campaigns"."used_samples" <= "sampling_campaigns"."total_samples"),
	CONSTRAINT "sampling_campaigns_window_check" CHECK ("sampling_campaigns"."ends_at" is null or "sampling_campaigns"."starts_at" < "sampling_campaigns"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "sampling_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sampling_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"order_line_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_push_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sample_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "cache_versions" ADD CONSTRAINT "cache_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cache_versions" ADD CONSTRAINT "cache_versions_invalidated_by_users_id_fk" FOREIGN KEY ("invalidated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intrusive_banners" ADD CONSTRAINT "intrusive_banners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intrusive_banners" ADD CONSTRAINT "intrusive_banners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intrusive_banners" ADD CONSTRAINT "intrusive_banners_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_posts_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_elements" ADD CONSTRAINT "ui_elements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_elements" ADD CONSTRAINT "ui_elements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_items" ADD CONSTRAINT "ui_items_element_id_ui_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."ui_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_items" ADD CONSTRAINT "ui_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_items" ADD CONSTRAINT "ui_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_message_id_push_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."push_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_staff_alerts" ADD CONSTRAINT "push_staff_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_campaigns" ADD CONSTRAINT "sampling_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_campaigns" ADD CONSTRAINT "sampling_campaigns_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_campaigns" ADD CONSTRAINT "sampling_campaigns_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_uses" ADD CONSTRAINT "sampling_uses_campaign_id_sampling_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sampling_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_uses" ADD CONSTRAINT "sampling_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_uses" ADD CONSTRAINT "sampling_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_uses" ADD CONSTRAINT "sampling_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intrusive_banners_store_idx" ON "intrusive_banners" USING btree ("store_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "news_posts_company_idx" ON "news_posts" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "news_reads_user_idx" ON "news_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ui_elements_company_idx" ON "ui_elements" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "ui_items_element_idx" ON "ui_items" USING btree ("element_id","position");--> statement-breakpoint
CREATE INDEX "push_deliveries_message_idx" ON "push_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "push_messages_company_idx" ON "push_messages" USING btree ("company_id","send_at");--> statement-breakpoint
CREATE INDEX "push_messages_due_idx" ON "push_messages" USING btree ("send_at") WHERE "push_messages"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_company_idx" ON "push_subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sampling_campaigns_company_idx" ON "sampling_campaigns" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_uses_campaign_order_key" ON "sampling_uses" USING btree ("campaign_id","order_id");--> statement-breakpoint
CREATE INDEX "sampling_uses_order_idx" ON "sampling_uses" USING btree ("order_id");--> statement-breakpoint
-- Cache invalidation (ADR 012): every change to a table a storefront read is built from bumps that area's version for
-- every company the statement touched, so cached answers of an older version are never served again, on every instance.
CREATE OR REPLACE FUNCTION canasta_bump_cache() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cache_area text;
BEGIN
  FOREACH cache_area IN ARRAY TG_ARGV LOOP
    IF TG_OP = 'DELETE' THEN
      INSERT INTO cache_versions (company_id, area)
        SELECT DISTINCT company_id, cache_area FROM old_rows WHERE company_id IS NOT NULL
        ON CONFLICT (company_id, area) DO UPDATE
          SET version = cache_versions.version + 1, invalidated_at = now(), invalidated_by = NULL;
    ELSE
      INSERT INTO cache_versions (company_id, area)
        SELECT DISTINCT company_id, cache_area FROM new_rows WHERE company_id IS NOT NULL
        ON CONFLICT (company_id, area) DO UPDATE
          SET version = cache_versions.version + 1, invalidated_at = now(), invalidated_by = NULL;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_cache_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue', 'prices');
--> statement-breakpoint
CREATE TRIGGER products_cache_update AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue', 'prices');
--> statement-breakpoint
CREATE TRIGGER products_cache_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue', 'prices');
--> statement-breakpoint
CREATE TRIGGER product_categories_cache_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_categories_cache_update AFTER UPDATE ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_categories_cache_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_barcodes_cache_insert AFTER INSERT ON product_barcodes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_barcodes_cache_update AFTER UPDATE ON product_barcodes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_barcodes_cache_delete AFTER DELETE ON product_barcodes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_images_cache_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_images_cache_update AFTER UPDATE ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_images_cache_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_components_cache_insert AFTER INSERT ON product_components REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_components_cache_update AFTER UPDATE ON product_components REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_components_cache_delete AFTER DELETE ON product_components REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER brands_cache_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER brands_cache_update AFTER UPDATE ON brands REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER brands_cache_delete AFTER DELETE ON brands REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('catalogue');
--> statement-breakpoint
CREATE TRIGGER categories_cache_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('categories', 'catalogue');
--> statement-breakpoint
CREATE TRIGGER categories_cache_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('categories', 'catalogue');
--> statement-breakpoint
CREATE TRIGGER categories_cache_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('categories', 'catalogue');
--> statement-breakpoint
CREATE TRIGGER store_categories_cache_insert AFTER INSERT ON store_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('categories');
--> statement-breakpoint
CREATE TRIGGER store_categories_cache_update AFTER UPDATE ON store_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('categories');
--> statement-breakpoint
CREATE TRIGGER store_categories_cache_delete AFTER DELETE ON store_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('categories');
--> statement-breakpoint
CREATE TRIGGER menu_items_cache_insert AFTER INSERT ON menu_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('menu');
--> statement-breakpoint
CREATE TRIGGER menu_items_cache_update AFTER UPDATE ON menu_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('menu');
--> statement-breakpoint
CREATE TRIGGER menu_items_cache_delete AFTER DELETE ON menu_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('menu');
--> statement-breakpoint
CREATE TRIGGER store_products_cache_insert AFTER INSERT ON store_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices', 'catalogue');
--> statement-breakpoint
CREATE TRIGGER store_products_cache_update AFTER UPDATE ON store_products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices', 'catalogue');
--> statement-breakpoint
CREATE TRIGGER store_products_cache_delete AFTER DELETE ON store_products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices', 'catalogue');
--> statement-breakpoint
CREATE TRIGGER tax_holidays_cache_insert AFTER INSERT ON tax_holidays REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices');
--> statement-breakpoint
CREATE TRIGGER tax_holidays_cache_update AFTER UPDATE ON tax_holidays REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices');
--> statement-breakpoint
CREATE TRIGGER tax_holidays_cache_delete AFTER DELETE ON tax_holidays REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices');
--> statement-breakpoint
CREATE TRIGGER promotions_cache_insert AFTER INSERT ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices');
--> statement-breakpoint
CREATE TRIGGER promotions_cache_update AFTER UPDATE ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices');
--> statement-breakpoint
CREATE TRIGGER promotions_cache_delete AFTER DELETE ON promotions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('prices');
--> statement-breakpoint
CREATE TRIGGER ui_elements_cache_insert AFTER INSERT ON ui_elements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER ui_elements_cache_update AFTER UPDATE ON ui_elements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER ui_elements_cache_delete AFTER DELETE ON ui_elements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER ui_items_cache_insert AFTER INSERT ON ui_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER ui_items_cache_update AFTER UPDATE ON ui_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER ui_items_cache_delete AFTER DELETE ON ui_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER intrusive_banners_cache_insert AFTER INSERT ON intrusive_banners REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER intrusive_banners_cache_update AFTER UPDATE ON intrusive_banners REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
--> statement-breakpoint
CREATE TRIGGER intrusive_banners_cache_delete AFTER DELETE ON intrusive_banners REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_bump_cache('ui');
