-- Rows that belong to a product carry its company: one (product, company) key instead of two single-column keys
-- checks that the company is the product's, and one check less per row written. The unique index comes first: a
-- foreign key needs it on the referenced columns.
CREATE UNIQUE INDEX "products_id_company_key" ON "products" USING btree ("id","company_id");--> statement-breakpoint
ALTER TABLE "product_barcodes" DROP CONSTRAINT "product_barcodes_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_barcodes" DROP CONSTRAINT "product_barcodes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_categories" DROP CONSTRAINT "product_categories_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "product_changes" DROP CONSTRAINT "product_changes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "product_changes" DROP CONSTRAINT "product_changes_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_components" DROP CONSTRAINT "product_components_parent_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_components" DROP CONSTRAINT "product_components_component_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_components" DROP CONSTRAINT "product_components_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_adjustments" DROP CONSTRAINT "stock_adjustments_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_adjustments" DROP CONSTRAINT "stock_adjustments_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_product_company_fk" FOREIGN KEY ("product_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_company_fk" FOREIGN KEY ("product_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_product_company_fk" FOREIGN KEY ("product_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_parent_company_fk" FOREIGN KEY ("parent_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_component_company_fk" FOREIGN KEY ("component_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_company_fk" FOREIGN KEY ("product_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_product_company_fk" FOREIGN KEY ("product_id","company_id") REFERENCES "public"."products"("id","company_id") ON DELETE no action ON UPDATE no action;
