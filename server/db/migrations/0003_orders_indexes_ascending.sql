DROP INDEX "orders_company_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_store_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
CREATE INDEX "orders_company_status_created_idx" ON "orders" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_store_status_created_idx" ON "orders" USING btree ("company_id","store_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");