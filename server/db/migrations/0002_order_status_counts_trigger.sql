-- Keep order_status_counts exact on every insert, status/store/warehouse change and delete of an order.
CREATE OR REPLACE FUNCTION canasta_order_status_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.store_id = OLD.store_id
     AND NEW.warehouse_id = OLD.warehouse_id AND NEW.company_id = OLD.company_id THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE order_status_counts SET count = count - 1
      WHERE company_id = OLD.company_id AND store_id = OLD.store_id
        AND warehouse_id = OLD.warehouse_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_status_counts (company_id, store_id, warehouse_id, status, count)
      VALUES (NEW.company_id, NEW.store_id, NEW.warehouse_id, NEW.status, 1)
      ON CONFLICT (company_id, store_id, warehouse_id, status) DO UPDATE SET count = order_status_counts.count + 1;
    RETURN NEW;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_status_counts AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION canasta_order_status_counts();
--> statement-breakpoint
-- Orders that existed before this migration.
INSERT INTO order_status_counts (company_id, store_id, warehouse_id, status, count)
  SELECT company_id, store_id, warehouse_id, status, count(*) FROM orders
  GROUP BY company_id, store_id, warehouse_id, status
  ON CONFLICT (company_id, store_id, warehouse_id, status) DO UPDATE SET count = EXCLUDED.count;
