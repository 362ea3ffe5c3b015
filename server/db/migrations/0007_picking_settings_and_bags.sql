ALTER TABLE "orders" ADD COLUMN "bag_count" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "charge_pending_substitutions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gs1_weight_prefixes" text[] DEFAULT ARRAY['20','21','22','23','24']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gs1_price_prefixes" text[] DEFAULT ARRAY['25','26','27','28','29']::text[] NOT NULL;