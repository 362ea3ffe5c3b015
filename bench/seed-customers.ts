/**
 * Bench data for bench/customers-search.mjs: the demo seed plus customers of company 1 until it has `count` (default
 * 200,000), with names, emails, phones and documents shaped like the demo's, so searches match as real ones do.
 * Usage: node_modules/.bin/tsx bench/seed-customers.ts <dataDir | postgres URL> [count]
 * Prints one JSON line with samples of each kind of search (exact emails, phones as typed, documents).
 */
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed-demo';

const where = process.argv[2];
const target = Number(process.argv[3] ?? 200_000);
if (!where) throw new Error('usage: seed-customers.ts <dataDir | postgres URL> [count]');

const FIRST = ['Ana', 'María', 'José', 'Luis', 'Carlos', 'Gabriela', 'Daniela', 'Andrés', 'Sofía', 'Diego', 'Valentina', 'Jorge', 'Paola', 'Fernando',
  'Camila', 'Ricardo', 'Lucía', 'Miguel', 'Verónica', 'Pablo', 'Carmen', 'Javier', 'Isabel', 'Santiago', 'Rosa', 'Esteban', 'Patricia', 'Mateo',
  'Elena', 'Francisco', 'Mónica', 'Sebastián', 'Diana', 'Juan', 'Alejandra', 'Roberto', 'Cristina', 'David', 'Natalia', 'Héctor'];
const LAST = ['Andrade', 'Quishpe', 'Guerrero', 'Vásquez', 'Mora', 'Cevallos', 'Jaramillo', 'Salazar', 'Benítez', 'Paredes', 'Villacís', 'Ortiz',
  'Chávez', 'Torres', 'Espinosa', 'Herrera', 'Morales', 'Zambrano', 'Cárdenas', 'Proaño', 'Rivadeneira', 'Albán', 'Pazmiño', 'Sánchez', 'Ruiz',
  'Yépez', 'Calderón', 'Naranjo', 'Pérez', 'Gómez', 'Tapia', 'Castro', 'Mejía', 'Rosero', 'Suárez', 'Viteri', 'Acosta', 'Bravo', 'Carrión', 'León'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com', 'correo.ec', 'empresa.com.ec'];

const database = await openDatabase(where.startsWith('postgres') ? { url: where } : { dataDir: where });
try {
  await migrateDatabase(database);
  await seedDemo(database);
  const count = async () => Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE company_id = 1`))[0]?.n ?? 0);
  const missing = Math.max(0, target - (await count()));
  if (missing > 0) {
    const started = Date.now();
    // Deterministic from the row number: names from the lists, emails from the name and number, phones and documents unique.
    await database.query(
      `INSERT INTO customers (company_id, name, email, phone, document_id, created_at, updated_at)
       SELECT 1, f || ' ' || l1 || ' ' || l2,
              lower(translate(f || '.' || l1, 'áéíóúñÁÉÍÓÚÑ', 'aeiounAEIOUN')) || g || '@' || ($3::text[])[1 + g % array_length($3::text[], 1)],
              '+5939' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
              lpad((1000000000 + (g::bigint * 104729) % 900000000)::text, 10, '0'),
              now() - (g % 1000) * interval '1 hour', now()
       FROM generate_series(1, $4::int) g,
            LATERAL (SELECT ($1::text[])[1 + g % array_length($1::text[], 1)] AS f,
                            ($2::text[])[1 + (g / 7) % array_length($2::text[], 1)] AS l1,
                            ($2::text[])[1 + (g / 3) % array_length($2::text[], 1)] AS l2) names`,
      [FIRST, LAST, DOMAINS, missing],
    );
    await database.query('ANALYZE customers');
    console.error(`Seeded ${missing.toLocaleString('en')} customers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  const samples = await database.query<{ email: string; phone: string; document_id: string }>(
    `SELECT email, phone, document_id FROM customers WHERE company_id = 1 AND email LIKE '%@%' ORDER BY id DESC LIMIT 40 OFFSET 1000`,
  );
  console.log(JSON.stringify({ customers: await count(), samples }));
} finally {
  await database.close();
}
