/**
 * The packing slip (pick list) and the bag labels of an order, printed from the order detail (issue 21). Loaded only
 * when the user prints (lazy), with the QR library (uqr) it needs: neither joins the first visit's bundle.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { OrderDetail } from '../../../../contract/schemas/orders';
import { useFormat } from '../../../lib/format';
import { detailTotals } from '../lib/detail-totals';
import classes from './order-print.module.css';

export type PrintView = 'slip' | 'labels';

/** The element printing shows instead of the app, for as long as the view is mounted. */
function usePrintRoot(): HTMLElement {
  const [root] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute('data-print-root', '');
    return element;
  });
  useEffect(() => {
    document.body.append(root);
    return () => root.remove();
  }, [root]);
  return root;
}

/** The order's QR code (a link that opens it by its number) as an SVG data URL, or null while uqr loads. */
function useQrCode(order: OrderDetail): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      const svg = renderSVG(`${window.location.origin}/orden/${encodeURIComponent(order.number)}`, { ecc: 'M', border: 1 });
      if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [order.number]);
  return url;
}

function Slip({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const f = useFormat();
  const m = (cents: number) => f.money(cents, order.currency);
  const qty = (milli: number, unit: 'unit' | 'kg') => (unit === 'kg' ? `${f.quantity(milli, true)} kg` : f.quantity(milli, false));
  const totals = detailTotals(order);
  return (
    <section className={classes.slip} data-testid="print-slip">
      <h1>{t`Hoja de picking · Orden ${order.number}`}</h1>
      <p>
        {order.customerName}
        {order.customerPhone ? ` · ${order.customerPhone}` : ''}
        <br />
        {order.deliveryAddress || '—'}
        <br />
        {`${f.day(order.slotDate)} · ${f.time(order.slotStart)}–${f.time(order.slotEnd)} · ${order.warehouseName}`}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t`Producto`}</th>
            <th>{t`SKU`}</th>
            <th className={classes.num}>{t`Pedido`}</th>
            <th className={classes.num}>{t`Pickeado`}</th>
            <th className={classes.num}>{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => {
            const substitute = line.pickState === 'substituted' ? line.substitute : null;
            const picked =
              line.pickState === 'pending' || line.pickedQuantity === null ? '☐' : line.pickState === 'out_of_stock' ? t`Sin stock` : qty(line.pickedQuantity, substitute?.saleUnit ?? line.type);
            return (
              <tr key={line.id} data-testid="print-line">
                <td>{substitute ? `${line.name} → ${substitute.name}` : line.name}</td>
                <td>{substitute ? substitute.sku : line.sku}</td>
                <td className={classes.num}>{qty(line.orderedQuantity, line.type)}</td>
                <td className={classes.num}>{picked}</td>
                <td className={classes.num}>{m(line.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={classes.num}><strong>{t`Total`}: {m(totals.totalCents)}</strong></p>
      {order.notes.length > 0 ? (
        <>
          <h2>{t`Notas`}</h2>
          <ul>{order.notes.map((note) => <li key={note.id}>{note.text}</li>)}</ul>
        </>
      ) : null}
    </section>
  );
}

function Labels({ order, qr }: { order: OrderDetail; qr: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const bags = order.bagCount ?? 1;
  return (
    <section data-testid="print-labels">
      {Array.from({ length: bags }, (_, index) => {
        const bag = index + 1;
        return (
          <div key={bag} className={classes.label} data-testid="print-label">
            <img src={qr} alt={t`Código QR de la orden ${order.number}`} />
            <div>
              <p className={classes.labelNumber}>{t`Orden ${order.number}`}</p>
              <p>{t`Bolsa ${bag} de ${bags}`}</p>
              <p>{order.customerName}</p>
              <p>{`${f.day(order.slotDate)} · ${f.time(order.slotStart)}–${f.time(order.slotEnd)}`}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}

/**
 * Renders the chosen view for print and opens the browser's print dialog once it is ready (QR images decoded). Each
 * print request mounts it anew (print-menu.tsx keys it), so each opens the dialog once.
 */
export function OrderPrint({ order, view }: { order: OrderDetail; view: PrintView }) {
  const root = usePrintRoot();
  const qr = useQrCode(order);
  const ready = view === 'slip' || qr !== null;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined))).then(() => {
      if (live) window.print();
    });
    return () => {
      live = false;
    };
  }, [ready, root]);
  return createPortal(
    <div className={classes.root} data-testid="print-view" data-print-view={view}>
      {view === 'slip' ? <Slip order={order} /> : qr ? <Labels order={order} qr={qr} /> : null}
    </div>,
    root,
  );
}
