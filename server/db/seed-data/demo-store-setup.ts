/**
 * What the demo stores look like on /store: address, phone, weekly hours, a holiday, delivery zones, slots and
 * shipping rules. Keyed by the store names of demo-org.ts.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../client';
import { deliverySlots, deliveryZones, storeHourExceptions } from '../schema/organisation';
import { stores } from '../schema/tenancy';

type Window = readonly [opens: string, closes: string];
interface DemoStoreSetup {
  address: string;
  lat: number;
  lng: number;
  phone: string;
  /** Monday–Saturday, and Sunday (none: closed). */
  weekdays: readonly Window[];
  sunday: readonly Window[];
  zones: ReadonlyArray<{ name: string; areas: string[]; shippingCents: number }>;
  /** Windows offered Monday–Saturday, with their capacity. */
  slots: ReadonlyArray<readonly [starts: string, ends: string, capacity: number]>;
  pickupEnabled: boolean;
  shippingMode: 'flat' | 'zone';
  shippingFlatCents: number;
  freeShippingAboveCents: number | null;
  minOrderCents: number;
}

const SETUP: Record<string, DemoStoreSetup> = {
  'Andino Norte': {
    address: 'Av. de los Shyris N36-188 y Naciones Unidas, Quito',
    lat: -0.1765,
    lng: -78.4801,
    phone: '+593 2 246 1100',
    weekdays: [['07:30', '21:00']],
    sunday: [['08:00', '14:00']],
    zones: [
      { name: 'Norte', areas: ['La Carolina', 'Iñaquito', 'El Batán'], shippingCents: 250 },
      { name: 'Cumbayá', areas: ['Cumbayá', 'Tumbaco'], shippingCents: 450 },
    ],
    slots: [['09:00', '11:00', 12], ['11:00', '13:00', 12], ['15:00', '17:00', 10], ['17:00', '19:00', 10]],
    pickupEnabled: true,
    shippingMode: 'zone',
    shippingFlatCents: 0,
    freeShippingAboveCents: 6000,
    minOrderCents: 1500,
  },
  'Andino Sur': {
    address: 'Av. Rumichaca Ñan y Av. Morán Valverde, Quito',
    lat: -0.2851,
    lng: -78.5442,
    phone: '+593 2 269 3300',
    weekdays: [['08:00', '13:00'], ['14:00', '20:00']],
    sunday: [],
    zones: [{ name: 'Sur', areas: ['Quitumbe', 'La Ecuatoriana', 'Chillogallo'], shippingCents: 300 }],
    slots: [['10:00', '12:00', 8], ['16:00', '18:00', 8]],
    pickupEnabled: false,
    shippingMode: 'flat',
    shippingFlatCents: 300,
    freeShippingAboveCents: null,
    minOrderCents: 1000,
  },
  'Valle Centro': {
    address: 'Av. General Rumiñahui y Av. San Luis, Sangolquí',
    lat: -0.3089,
    lng: -78.4485,
    phone: '+593 2 233 4455',
    weekdays: [['08:00', '20:00']],
    sunday: [['09:00', '13:00']],
    zones: [{ name: 'Valle', areas: ['Sangolquí', 'San Rafael', 'Conocoto'], shippingCents: 200 }],
    slots: [['09:00', '12:00', 15], ['14:00', '18:00', 15]],
    pickupEnabled: true,
    shippingMode: 'flat',
    shippingFlatCents: 200,
    freeShippingAboveCents: 4000,
    minOrderCents: 0,
  },
};

/** Christmas Day, this year's or next year's, whichever comes first from `now`. */
function nextChristmas(now: Date): string {
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-12-25`;
}

export async function seedDemoStoreSetup(tx: Pick<AppDb, 'insert' | 'update'>, rows: ReadonlyArray<{ id: number; companyId: number; name: string }>, now: Date): Promise<void> {
  for (const store of rows) {
    const setup = SETUP[store.name];
    if (!setup) continue;
    const openingHours = [
      ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => setup.weekdays.map(([opens, closes]) => ({ weekday, opens, closes }))),
      ...setup.sunday.map(([opens, closes]) => ({ weekday: 0, opens, closes })),
    ];
    await tx
      .update(stores)
      .set({
        address: setup.address,
        lat: setup.lat,
        lng: setup.lng,
        phone: setup.phone,
        openingHours,
        pickupEnabled: setup.pickupEnabled,
        shippingMode: setup.shippingMode,
        shippingFlatCents: setup.shippingFlatCents,
        freeShippingAboveCents: setup.freeShippingAboveCents,
        minOrderCents: setup.minOrderCents,
      })
      .where(eq(stores.id, store.id));
    await tx.insert(storeHourExceptions).values({ storeId: store.id, onDate: nextChristmas(now), closed: true, reason: 'Navidad' });
    await tx.insert(deliveryZones).values(setup.zones.map((zone) => ({ storeId: store.id, companyId: store.companyId, ...zone })));
    await tx.insert(deliverySlots).values(
      [1, 2, 3, 4, 5, 6].flatMap((weekday) => setup.slots.map(([starts, ends, capacity]) => ({ storeId: store.id, companyId: store.companyId, weekday, starts, ends, capacity }))),
    );
  }
}
