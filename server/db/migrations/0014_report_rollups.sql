CREATE TABLE "report_daily_categories" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_categories_company_id_day_store_id_warehouse_id_category_id_pk" PRIMARY KEY("company_id","day","store_id","warehouse_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_deliveries" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"late_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_deliveries_company_id_day_store_id_warehouse_id_pk" PRIMARY KEY("company_id","day","store_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_orders" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_orders_company_id_day_store_id_warehouse_id_channel_status_pk" PRIMARY KEY("company_id","day","store_id","warehouse_id","channel","status")
);
--> statement-breakpoint
CREATE TABLE "report_daily_picking" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"picker_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"out_of_stock_lines" integer DEFAULT 0 NOT NULL,
	"substituted_lines" integer DEFAULT 0 NOT NULL,
	"confirmed_orders" integer DEFAULT 0 NOT NULL,
	"confirm_to_pick_micros" bigint DEFAULT 0 NOT NULL,
	"timed_lines" integer DEFAULT 0 NOT NULL,
	"picking_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_picking_company_id_day_store_id_warehouse_id_picker_id_pk" PRIMARY KEY("company_id","day","store_id","warehouse_id","picker_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_products" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity_milli" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_products_company_id_day_store_id_warehouse_id_product_id_pk" PRIMARY KEY("company_id","day","store_id","warehouse_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_daily_categories_store_idx" ON "report_daily_categories" USING btree ("company_id","store_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_categories_warehouse_idx" ON "report_daily_categories" USING btree ("company_id","warehouse_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_deliveries_store_idx" ON "report_daily_deliveries" USING btree ("company_id","store_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_deliveries_warehouse_idx" ON "report_daily_deliveries" USING btree ("company_id","warehouse_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_orders_store_idx" ON "report_daily_orders" USING btree ("company_id","store_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_orders_warehouse_idx" ON "report_daily_orders" USING btree ("company_id","warehouse_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_picking_store_idx" ON "report_daily_picking" USING btree ("company_id","store_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_picking_warehouse_idx" ON "report_daily_picking" USING btree ("company_id","warehouse_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_products_store_idx" ON "report_daily_products" USING btree ("company_id","store_id","day");--> statement-breakpoint
CREATE INDEX "report_daily_products_warehouse_idx" ON "report_daily_products" USING btree ("company_id","warehouse_id","day");--> statement-breakpoint
CREATE INDEX "orders_company_promotion_created_idx" ON "orders" USING btree ("company_id","created_at","store_id","warehouse_id","status","promotion_id","card_promotion_id","total_cents","id") WHERE "orders"."promotion_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_card_promotion_created_idx" ON "orders" USING btree ("company_id","created_at","store_id","warehouse_id","status","promotion_id","card_promotion_id","total_cents","id") WHERE "orders"."card_promotion_id" is not null;--> statement-breakpoint
-- Report rollups (issue 20 §3, ADR 013, docs/reports.md). Hand-written below: the milestone times of orders, the
-- triggers that keep report_daily_* exact, and the backfill of both from the rows already there.
-- When an order reached 'confirmada' (or later) and became 'entregada', on every code path: the time the change was
-- made (the statement's updated_at when it sets one, else now()); an order inserted past pendiente counts as
-- confirmed when created, one inserted delivered as delivered at its updated_at.
CREATE OR REPLACE FUNCTION canasta_order_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_at timestamptz;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.confirmed_at IS NULL AND NEW.status NOT IN ('pendiente', 'cancelada') THEN NEW.confirmed_at := NEW.created_at; END IF;
    IF NEW.delivered_at IS NULL AND NEW.status = 'entregada' THEN NEW.delivered_at := NEW.updated_at; END IF;
    RETURN NEW;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    changed_at := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END;
    IF NEW.confirmed_at IS NULL AND NEW.status NOT IN ('pendiente', 'cancelada') THEN NEW.confirmed_at := changed_at; END IF;
    IF NEW.delivered_at IS NULL AND NEW.status = 'entregada' THEN NEW.delivered_at := changed_at; END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Orders that existed before: the first timeline event into the status, else created_at / updated_at.
UPDATE orders SET
  confirmed_at = CASE WHEN status NOT IN ('pendiente', 'cancelada') THEN created_at END,
  delivered_at = CASE WHEN status = 'entregada' THEN updated_at END
 WHERE status <> 'pendiente';
--> statement-breakpoint
UPDATE orders o SET
  confirmed_at = coalesce(ev.confirmed, o.confirmed_at),
  delivered_at = CASE WHEN o.status = 'entregada' THEN coalesce(ev.delivered, o.delivered_at) END
  FROM (SELECT order_id, min(at) FILTER (WHERE to_status = 'confirmada') AS confirmed, min(at) FILTER (WHERE to_status = 'entregada') AS delivered
          FROM order_events WHERE to_status IN ('confirmada', 'entregada') GROUP BY order_id) ev
 WHERE ev.order_id = o.id;
--> statement-breakpoint
CREATE TRIGGER orders_milestones BEFORE INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION canasta_order_milestones();
--> statement-breakpoint
-- A duration in whole microseconds: sums of durations stay exact when an order's share is taken out again.
CREATE OR REPLACE FUNCTION canasta_micros(d interval) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (extract(epoch FROM d) * 1000000)::bigint
$$;
--> statement-breakpoint
-- Takes the share of `old_orders` out of every rollup and adds the share of `new_orders` (with the order lines as
-- they are now). Rows whose share is unchanged cancel out and are not written. Rows are written in key order, and
-- the tables always in the same order, so concurrent changes lock rollup rows in one order (no deadlock).
CREATE OR REPLACE FUNCTION canasta_report_orders_delta(old_orders orders[], new_orders orders[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH o AS (SELECT -1 AS sign, x.* FROM unnest(old_orders) x UNION ALL SELECT 1, y.* FROM unnest(new_orders) y)
  INSERT INTO report_daily_orders AS r (company_id, day, store_id, warehouse_id, channel, status, orders, total_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, o.channel, o.status, sum(o.sign), sum(o.sign * o.total_cents)
    FROM o JOIN companies c ON c.id = o.company_id
   GROUP BY o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, o.channel, o.status
  HAVING sum(o.sign) <> 0 OR sum(o.sign * o.total_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, day, store_id, warehouse_id, channel, status) DO UPDATE
    SET orders = r.orders + excluded.orders, total_cents = r.total_cents + excluded.total_cents;

  WITH o AS (SELECT -1 AS sign, x.* FROM unnest(old_orders) x UNION ALL SELECT 1, y.* FROM unnest(new_orders) y)
  INSERT INTO report_daily_categories AS r (company_id, day, store_id, warehouse_id, category_id, lines, sales_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(l.category_id, 0), sum(o.sign), sum(o.sign * l.total_cents)
    FROM o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id
   WHERE o.status <> 'cancelada'
   GROUP BY o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(l.category_id, 0)
  HAVING sum(o.sign) <> 0 OR sum(o.sign * l.total_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, store_id, warehouse_id, category_id) DO UPDATE
    SET lines = r.lines + excluded.lines, sales_cents = r.sales_cents + excluded.sales_cents;

  WITH o AS (SELECT -1 AS sign, x.* FROM unnest(old_orders) x UNION ALL SELECT 1, y.* FROM unnest(new_orders) y),
  per_order AS (
    SELECT o.sign, o.company_id, (o.created_at AT TIME ZONE c.timezone)::date AS day, o.store_id, o.warehouse_id, l.product_id,
           sum(l.quantity_milli) AS quantity, count(*) AS lines, sum(l.total_cents) AS sales
      FROM o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id
     WHERE o.status <> 'cancelada' AND l.product_id IS NOT NULL
     GROUP BY o.sign, o.id, o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, l.product_id
  )
  INSERT INTO report_daily_products AS r (company_id, day, store_id, warehouse_id, product_id, quantity_milli, lines, orders, sales_cents)
  SELECT company_id, day, store_id, warehouse_id, product_id, sum(sign * quantity), sum(sign * lines), sum(sign), sum(sign * sales)
    FROM per_order
   GROUP BY company_id, day, store_id, warehouse_id, product_id
  HAVING sum(sign * quantity) <> 0 OR sum(sign * lines) <> 0 OR sum(sign) <> 0 OR sum(sign * sales) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, store_id, warehouse_id, product_id) DO UPDATE
    SET quantity_milli = r.quantity_milli + excluded.quantity_milli, lines = r.lines + excluded.lines,
        orders = r.orders + excluded.orders, sales_cents = r.sales_cents + excluded.sales_cents;

  WITH o AS (SELECT -1 AS sign, x.* FROM unnest(old_orders) x UNION ALL SELECT 1, y.* FROM unnest(new_orders) y),
  counted AS (
    SELECT l.order_id, count(*) AS lines, count(*) FILTER (WHERE l.pick_state = 'out_of_stock') AS oos, count(*) FILTER (WHERE l.pick_state = 'substituted') AS subst
      FROM order_lines l WHERE l.order_id IN (SELECT id FROM o WHERE picking_finished_at IS NOT NULL) GROUP BY l.order_id
  ),
  d AS (
    SELECT o.company_id, (o.picking_finished_at AT TIME ZONE c.timezone)::date AS day, o.store_id, o.warehouse_id, coalesce(o.picker_id, 0) AS picker_id,
           sum(o.sign) AS orders, sum(o.sign * coalesce(k.lines, 0)) AS lines, sum(o.sign * coalesce(k.oos, 0)) AS oos, sum(o.sign * coalesce(k.subst, 0)) AS subst,
           coalesce(sum(o.sign) FILTER (WHERE o.confirmed_at IS NOT NULL), 0) AS confirmed,
           coalesce(sum(o.sign * canasta_micros(o.picking_finished_at - o.confirmed_at)) FILTER (WHERE o.confirmed_at IS NOT NULL), 0) AS confirm_micros,
           coalesce(sum(o.sign * coalesce(k.lines, 0)) FILTER (WHERE o.picking_started_at IS NOT NULL), 0) AS timed_lines,
           coalesce(sum(o.sign * canasta_micros(o.picking_finished_at - o.picking_started_at)) FILTER (WHERE o.picking_started_at IS NOT NULL), 0) AS picking_micros
      FROM o JOIN companies c ON c.id = o.company_id LEFT JOIN counted k ON k.order_id = o.id
     WHERE o.picking_finished_at IS NOT NULL
     GROUP BY o.company_id, (o.picking_finished_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(o.picker_id, 0)
  )
  INSERT INTO report_daily_picking AS r (company_id, day, store_id, warehouse_id, picker_id, orders, lines, out_of_stock_lines, substituted_lines,
                                         confirmed_orders, confirm_to_pick_micros, timed_lines, picking_micros)
  SELECT * FROM d
   WHERE orders <> 0 OR lines <> 0 OR oos <> 0 OR subst <> 0 OR confirmed <> 0 OR confirm_micros <> 0 OR timed_lines <> 0 OR picking_micros <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, store_id, warehouse_id, picker_id) DO UPDATE
    SET orders = r.orders + excluded.orders, lines = r.lines + excluded.lines, out_of_stock_lines = r.out_of_stock_lines + excluded.out_of_stock_lines,
        substituted_lines = r.substituted_lines + excluded.substituted_lines, confirmed_orders = r.confirmed_orders + excluded.confirmed_orders,
        confirm_to_pick_micros = r.confirm_to_pick_micros + excluded.confirm_to_pick_micros, timed_lines = r.timed_lines + excluded.timed_lines,
        picking_micros = r.picking_micros + excluded.picking_micros;

  WITH o AS (SELECT -1 AS sign, x.* FROM unnest(old_orders) x UNION ALL SELECT 1, y.* FROM unnest(new_orders) y),
  d AS (
    SELECT o.company_id, o.slot_date AS day, o.store_id, o.warehouse_id, sum(o.sign) AS delivered,
           coalesce(sum(o.sign) FILTER (WHERE o.delivered_at > o.slot_end), 0) AS late,
           coalesce(sum(o.sign * canasta_micros(o.delivered_at - o.slot_end)) FILTER (WHERE o.delivered_at > o.slot_end), 0) AS late_micros
      FROM o WHERE o.status = 'entregada' AND o.delivered_at IS NOT NULL
     GROUP BY o.company_id, o.slot_date, o.store_id, o.warehouse_id
  )
  INSERT INTO report_daily_deliveries AS r (company_id, day, store_id, warehouse_id, delivered, late, late_micros)
  SELECT * FROM d WHERE delivered <> 0 OR late <> 0 OR late_micros <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, day, store_id, warehouse_id) DO UPDATE
    SET delivered = r.delivered + excluded.delivered, late = r.late + excluded.late, late_micros = r.late_micros + excluded.late_micros;
END;
$$;
--> statement-breakpoint
-- Takes the share of `old_lines` out of the line rollups and adds the share of `new_lines` (with their orders as they
-- are now). "Orders holding a product" is not additive per line: it is recounted for each (order, product) pair
-- the change touched, before (the order's lines now, less the new versions, plus the old ones) and after.
CREATE OR REPLACE FUNCTION canasta_report_lines_delta(old_lines order_lines[], new_lines order_lines[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH l AS (SELECT -1 AS sign, x.* FROM unnest(old_lines) x UNION ALL SELECT 1, y.* FROM unnest(new_lines) y)
  INSERT INTO report_daily_categories AS r (company_id, day, store_id, warehouse_id, category_id, lines, sales_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(l.category_id, 0), sum(l.sign), sum(l.sign * l.total_cents)
    FROM l JOIN orders o ON o.id = l.order_id JOIN companies c ON c.id = o.company_id
   WHERE o.status <> 'cancelada'
   GROUP BY o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(l.category_id, 0)
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.total_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, store_id, warehouse_id, category_id) DO UPDATE
    SET lines = r.lines + excluded.lines, sales_cents = r.sales_cents + excluded.sales_cents;

  WITH old_l AS (SELECT x.* FROM unnest(old_lines) x),
  new_l AS (SELECT y.* FROM unnest(new_lines) y),
  l AS (SELECT -1 AS sign, * FROM old_l UNION ALL SELECT 1, * FROM new_l),
  moved AS (
    SELECT x.order_id AS old_order, x.product_id AS old_product, y.order_id AS new_order, y.product_id AS new_product
      FROM old_l x FULL JOIN new_l y ON y.id = x.id
     WHERE x.id IS NULL OR y.id IS NULL OR x.order_id IS DISTINCT FROM y.order_id OR x.product_id IS DISTINCT FROM y.product_id
  ),
  pairs AS (
    SELECT old_order AS order_id, old_product AS product_id FROM moved WHERE old_product IS NOT NULL
    UNION SELECT new_order, new_product FROM moved WHERE new_product IS NOT NULL
  ),
  now_lines AS (SELECT z.id, z.order_id, z.product_id FROM order_lines z WHERE z.order_id IN (SELECT order_id FROM pairs) AND z.product_id IS NOT NULL),
  after_pairs AS (SELECT DISTINCT order_id, product_id FROM now_lines),
  before_pairs AS (
    SELECT order_id, product_id FROM now_lines WHERE id NOT IN (SELECT id FROM new_l)
    UNION SELECT order_id, product_id FROM old_l WHERE product_id IS NOT NULL
  ),
  figures AS (
    SELECT order_id, product_id, sign * quantity_milli AS quantity, sign AS lines, 0 AS orders, sign * total_cents AS sales FROM l WHERE product_id IS NOT NULL
    UNION ALL
    SELECT p.order_id, p.product_id, 0, 0, (a.order_id IS NOT NULL)::int - (b.order_id IS NOT NULL)::int, 0
      FROM pairs p
      LEFT JOIN after_pairs a ON a.order_id = p.order_id AND a.product_id = p.product_id
      LEFT JOIN before_pairs b ON b.order_id = p.order_id AND b.product_id = p.product_id
  )
  INSERT INTO report_daily_products AS r (company_id, day, store_id, warehouse_id, product_id, quantity_milli, lines, orders, sales_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, f.product_id, sum(f.quantity), sum(f.lines), sum(f.orders), sum(f.sales)
    FROM figures f JOIN orders o ON o.id = f.order_id JOIN companies c ON c.id = o.company_id
   WHERE o.status <> 'cancelada'
   GROUP BY o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, f.product_id
  HAVING sum(f.quantity) <> 0 OR sum(f.lines) <> 0 OR sum(f.orders) <> 0 OR sum(f.sales) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, store_id, warehouse_id, product_id) DO UPDATE
    SET quantity_milli = r.quantity_milli + excluded.quantity_milli, lines = r.lines + excluded.lines,
        orders = r.orders + excluded.orders, sales_cents = r.sales_cents + excluded.sales_cents;

  WITH l AS (SELECT -1 AS sign, x.* FROM unnest(old_lines) x UNION ALL SELECT 1, y.* FROM unnest(new_lines) y),
  d AS (
    SELECT o.company_id, (o.picking_finished_at AT TIME ZONE c.timezone)::date AS day, o.store_id, o.warehouse_id, coalesce(o.picker_id, 0) AS picker_id,
           0 AS orders, sum(l.sign) AS lines,
           coalesce(sum(l.sign) FILTER (WHERE l.pick_state = 'out_of_stock'), 0) AS oos,
           coalesce(sum(l.sign) FILTER (WHERE l.pick_state = 'substituted'), 0) AS subst,
           0 AS confirmed, 0::bigint AS confirm_micros,
           coalesce(sum(l.sign) FILTER (WHERE o.picking_started_at IS NOT NULL), 0) AS timed_lines, 0::bigint AS picking_micros
      FROM l JOIN orders o ON o.id = l.order_id JOIN companies c ON c.id = o.company_id
     WHERE o.picking_finished_at IS NOT NULL
     GROUP BY o.company_id, (o.picking_finished_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(o.picker_id, 0)
  )
  INSERT INTO report_daily_picking AS r (company_id, day, store_id, warehouse_id, picker_id, orders, lines, out_of_stock_lines, substituted_lines,
                                         confirmed_orders, confirm_to_pick_micros, timed_lines, picking_micros)
  SELECT * FROM d WHERE lines <> 0 OR oos <> 0 OR subst <> 0 OR timed_lines <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (company_id, day, store_id, warehouse_id, picker_id) DO UPDATE
    SET lines = r.lines + excluded.lines, out_of_stock_lines = r.out_of_stock_lines + excluded.out_of_stock_lines,
        substituted_lines = r.substituted_lines + excluded.substituted_lines, timed_lines = r.timed_lines + excluded.timed_lines;
END;
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert of lines (placing an order) is one pass. Updates pass on
-- only the rows whose reported columns changed.
CREATE OR REPLACE FUNCTION canasta_report_orders_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM canasta_report_orders_delta('{}'::orders[], (SELECT coalesce(array_agg(n::orders), '{}') FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM canasta_report_orders_delta((SELECT coalesce(array_agg(o::orders), '{}') FROM old_rows o), '{}'::orders[]);
  ELSE
    PERFORM canasta_report_orders_delta(
      (SELECT coalesce(array_agg(o::orders), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.company_id, o.store_id, o.warehouse_id, o.channel, o.status, o.created_at, o.total_cents, o.picker_id, o.picking_started_at, o.picking_finished_at, o.confirmed_at, o.delivered_at, o.slot_date, o.slot_end)
              IS DISTINCT FROM (n.company_id, n.store_id, n.warehouse_id, n.channel, n.status, n.created_at, n.total_cents, n.picker_id, n.picking_started_at, n.picking_finished_at, n.confirmed_at, n.delivered_at, n.slot_date, n.slot_end)),
      (SELECT coalesce(array_agg(n::orders), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.company_id, o.store_id, o.warehouse_id, o.channel, o.status, o.created_at, o.total_cents, o.picker_id, o.picking_started_at, o.picking_finished_at, o.confirmed_at, o.delivered_at, o.slot_date, o.slot_end)
              IS DISTINCT FROM (n.company_id, n.store_id, n.warehouse_id, n.channel, n.status, n.created_at, n.total_cents, n.picker_id, n.picking_started_at, n.picking_finished_at, n.confirmed_at, n.delivered_at, n.slot_date, n.slot_end)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION canasta_report_lines_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM canasta_report_lines_delta('{}'::order_lines[], (SELECT coalesce(array_agg(n::order_lines), '{}') FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM canasta_report_lines_delta((SELECT coalesce(array_agg(o::order_lines), '{}') FROM old_rows o), '{}'::order_lines[]);
  ELSE
    PERFORM canasta_report_lines_delta(
      (SELECT coalesce(array_agg(o::order_lines), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.order_id, o.product_id, o.category_id, o.quantity_milli, o.total_cents, o.pick_state) IS DISTINCT FROM (n.order_id, n.product_id, n.category_id, n.quantity_milli, n.total_cents, n.pick_state)),
      (SELECT coalesce(array_agg(n::order_lines), '{}') FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.order_id, o.product_id, o.category_id, o.quantity_milli, o.total_cents, o.pick_state) IS DISTINCT FROM (n.order_id, n.product_id, n.category_id, n.quantity_milli, n.total_cents, n.pick_state)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_report_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_report_orders_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_report_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_report_orders_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_report_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_report_orders_trigger();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_report_lines_trigger();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_update AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_report_lines_trigger();
--> statement-breakpoint
CREATE TRIGGER order_lines_report_delete AFTER DELETE ON order_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION canasta_report_lines_trigger();
--> statement-breakpoint
-- Every rollup of one company (null: all) computed again from orders and order lines: the backfill below, the bulk
-- seed after its load (triggers off), and a change of a company's timezone (its local days move).
CREATE OR REPLACE FUNCTION canasta_report_rollups_rebuild(p_company integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_daily_orders WHERE p_company IS NULL OR company_id = p_company;
  DELETE FROM report_daily_categories WHERE p_company IS NULL OR company_id = p_company;
  DELETE FROM report_daily_products WHERE p_company IS NULL OR company_id = p_company;
  DELETE FROM report_daily_picking WHERE p_company IS NULL OR company_id = p_company;
  DELETE FROM report_daily_deliveries WHERE p_company IS NULL OR company_id = p_company;

  INSERT INTO report_daily_orders (company_id, day, store_id, warehouse_id, channel, status, orders, total_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, o.channel, o.status, count(*), sum(o.total_cents)
    FROM orders o JOIN companies c ON c.id = o.company_id
   WHERE p_company IS NULL OR o.company_id = p_company
   GROUP BY 1, 2, 3, 4, 5, 6;

  INSERT INTO report_daily_categories (company_id, day, store_id, warehouse_id, category_id, lines, sales_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(l.category_id, 0), count(*), sum(l.total_cents)
    FROM orders o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id
   WHERE (p_company IS NULL OR o.company_id = p_company) AND o.status <> 'cancelada'
   GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO report_daily_products (company_id, day, store_id, warehouse_id, product_id, quantity_milli, lines, orders, sales_cents)
  SELECT o.company_id, (o.created_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, l.product_id,
         sum(l.quantity_milli), count(*), count(DISTINCT l.order_id), sum(l.total_cents)
    FROM orders o JOIN companies c ON c.id = o.company_id JOIN order_lines l ON l.order_id = o.id
   WHERE (p_company IS NULL OR o.company_id = p_company) AND o.status <> 'cancelada' AND l.product_id IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO report_daily_picking (company_id, day, store_id, warehouse_id, picker_id, orders, lines, out_of_stock_lines, substituted_lines,
                                    confirmed_orders, confirm_to_pick_micros, timed_lines, picking_micros)
  SELECT o.company_id, (o.picking_finished_at AT TIME ZONE c.timezone)::date, o.store_id, o.warehouse_id, coalesce(o.picker_id, 0),
         count(*), sum(coalesce(k.lines, 0)), sum(coalesce(k.oos, 0)), sum(coalesce(k.subst, 0)),
         count(*) FILTER (WHERE o.confirmed_at IS NOT NULL),
         coalesce(sum(canasta_micros(o.picking_finished_at - o.confirmed_at)) FILTER (WHERE o.confirmed_at IS NOT NULL), 0),
         coalesce(sum(coalesce(k.lines, 0)) FILTER (WHERE o.picking_started_at IS NOT NULL), 0),
         coalesce(sum(canasta_micros(o.picking_finished_at - o.picking_started_at)) FILTER (WHERE o.picking_started_at IS NOT NULL), 0)
    FROM orders o JOIN companies c ON c.id = o.company_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS lines, count(*) FILTER (WHERE l.pick_state = 'out_of_stock') AS oos, count(*) FILTER (WHERE l.pick_state = 'substituted') AS subst
        FROM order_lines l WHERE l.order_id = o.id
    ) k ON true
   WHERE (p_company IS NULL OR o.company_id = p_company) AND o.picking_finished_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5;

  INSERT INTO report_daily_deliveries (company_id, day, store_id, warehouse_id, delivered, late, late_micros)
  SELECT o.company_id, o.slot_date, o.store_id, o.warehouse_id, count(*), count(*) FILTER (WHERE o.delivered_at > o.slot_end),
         coalesce(sum(canasta_micros(o.delivered_at - o.slot_end)) FILTER (WHERE o.delivered_at > o.slot_end), 0)
    FROM orders o
   WHERE (p_company IS NULL OR o.company_id = p_company) AND o.status = 'entregada' AND o.delivered_at IS NOT NULL
   GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION canasta_report_company_timezone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM canasta_report_rollups_rebuild(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_report_timezone AFTER UPDATE OF timezone ON companies
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION canasta_report_company_timezone();
--> statement-breakpoint
-- Orders and lines that existed before this migration.
SELECT canasta_report_rollups_rebuild(NULL);
