CREATE TABLE "sync_clients" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"last_mutation_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mutations" (
	"client_id" uuid NOT NULL,
	"mutation_seq" bigint NOT NULL,
	"mutation_id" text NOT NULL,
	"name" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_mutations_client_id_mutation_seq_pk" PRIMARY KEY("client_id","mutation_seq")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ordered_quantity_milli" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pick_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_quantity_milli" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_sale_unit" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_unit_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_approval" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "line_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_by" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picking_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picking_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mutations" ADD CONSTRAINT "sync_mutations_client_id_sync_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."sync_clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_clients_user_idx" ON "sync_clients" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing lines: what was ordered is what they hold; lines of orders already past picking count as picked in full
-- (their amounts already are the ordered ones, which is what pickedLineAmounts gives for picked = ordered).
UPDATE "order_lines" l SET
  "ordered_quantity_milli" = l."quantity_milli",
  "pick_state" = CASE WHEN o."status" IN ('pickeada', 'en_despacho', 'lista_retiro', 'entregada') THEN 'picked' ELSE 'pending' END,
  "picked_quantity_milli" = CASE WHEN o."status" IN ('pickeada', 'en_despacho', 'lista_retiro', 'entregada') THEN l."quantity_milli" END
FROM "orders" o WHERE o."id" = l."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "ordered_quantity_milli" SET NOT NULL;--> statement-breakpoint
-- Orders being picked now: their picking started with their last move to en_picking.
UPDATE "orders" o SET "picking_started_at" = (SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."to_status" = 'en_picking')
WHERE o."status" = 'en_picking';
--> statement-breakpoint
-- A line inserted without its ordered quantity (tools and tests written before picking) ordered what it holds.
CREATE OR REPLACE FUNCTION canasta_order_lines_ordered_quantity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ordered_quantity_milli := coalesce(NEW.ordered_quantity_milli, NEW.quantity_milli);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_ordered_quantity BEFORE INSERT ON order_lines
  FOR EACH ROW WHEN (NEW.ordered_quantity_milli IS NULL) EXECUTE FUNCTION canasta_order_lines_ordered_quantity();
