/** Names, streets and neighbourhoods for demo customers in Quito. */
import { cedula, type Rng } from './random';

const FIRST_NAMES = [
  'María José', 'Daniela', 'Gabriela', 'Andrea', 'Carolina', 'Valeria', 'Fernanda', 'Paola', 'Verónica', 'Cristina', 'Mishel', 'Katherine',
  'Alexandra', 'Lorena', 'Patricia', 'Nathaly', 'Estefanía', 'Doménica', 'Anahí', 'Sisa', 'Juan Carlos', 'Luis', 'Diego', 'Santiago',
  'Andrés', 'Jorge', 'Carlos', 'Fernando', 'Christian', 'Javier', 'Pablo', 'Esteban', 'Mateo', 'Sebastián', 'Bryan', 'Darwin',
  'Wilson', 'Edison', 'Marco', 'Galo', 'Patricio', 'Segundo', 'Kevin', 'Alejandro', 'Rafael', 'Iván',
];
const SURNAMES = [
  'Andrade', 'Salazar', 'Vásconez', 'Guerrero', 'Cevallos', 'Villacís', 'Zambrano', 'Chiriboga', 'Paredes', 'Jaramillo', 'Quishpe',
  'Chicaiza', 'Pazmiño', 'Espinosa', 'Cabrera', 'Naranjo', 'Proaño', 'Viteri', 'Endara', 'Moreno', 'Mora', 'Tapia', 'Benítez',
  'Carvajal', 'Ortiz', 'Maldonado', 'Yépez', 'Toapanta', 'Guamán', 'Morales', 'Ruiz', 'Vega', 'Herrera', 'Sánchez', 'Pérez',
  'Rodríguez', 'Torres', 'Ponce', 'Almeida', 'Egas', 'Troya', 'Aguirre', 'Coronel', 'Villavicencio',
];
const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'live.com', 'puce.edu.ec', 'netlife.ec'];

/** Neighbourhoods with a centre point and the streets around them. */
const AREAS: readonly { name: string; lat: number; lng: number; streets: readonly string[]; prefix: 'N' | 'S' | 'E' | 'Oe' }[] = [
  { name: 'La Carolina', lat: -0.1807, lng: -78.4846, streets: ['Av. Amazonas', 'Av. República de El Salvador', 'Av. Naciones Unidas', 'Av. Shyris'], prefix: 'N' },
  { name: 'González Suárez', lat: -0.2010, lng: -78.4780, streets: ['Av. González Suárez', 'Calle Muros', 'Calle Coruña'], prefix: 'N' },
  { name: 'La Floresta', lat: -0.2085, lng: -78.4845, streets: ['Calle Ladrón de Guevara', 'Calle Lérida', 'Calle Madrid'], prefix: 'E' },
  { name: 'El Batán', lat: -0.1720, lng: -78.4720, streets: ['Av. 6 de Diciembre', 'Calle Rusia', 'Av. Eloy Alfaro'], prefix: 'N' },
  { name: 'Quito Tenis', lat: -0.1680, lng: -78.4960, streets: ['Calle Tomás de Berlanga', 'Av. Brasil', 'Calle Zamora'], prefix: 'N' },
  { name: 'Mariscal Sucre', lat: -0.2030, lng: -78.4930, streets: ['Calle Juan León Mera', 'Calle Reina Victoria', 'Av. Colón', 'Calle Foch'], prefix: 'N' },
  { name: 'Ponceano', lat: -0.1120, lng: -78.4870, streets: ['Av. Real Audiencia', 'Calle Juan de Selis', 'Av. Diego de Vásquez'], prefix: 'N' },
  { name: 'Carcelén', lat: -0.0920, lng: -78.4750, streets: ['Av. Diego de Vásquez', 'Calle Jorge Garcés', 'Av. Eloy Alfaro'], prefix: 'N' },
  { name: 'Quitumbe', lat: -0.2930, lng: -78.5480, streets: ['Av. Quitumbe Ñan', 'Av. Mariscal Sucre', 'Calle Amaru Ñan'], prefix: 'S' },
  { name: 'La Magdalena', lat: -0.2480, lng: -78.5280, streets: ['Av. Rodrigo de Chávez', 'Calle Quimiag', 'Av. Maldonado'], prefix: 'S' },
  { name: 'Chillogallo', lat: -0.2800, lng: -78.5600, streets: ['Av. Mariscal Sucre', 'Calle Carlos Freile', 'Calle Luis López'], prefix: 'S' },
  { name: 'Cumbayá', lat: -0.2030, lng: -78.4320, streets: ['Av. Interoceánica', 'Calle Francisco de Orellana', 'Calle Juan Montalvo', 'Av. Pampite'], prefix: 'E' },
  { name: 'Tumbaco', lat: -0.2110, lng: -78.4020, streets: ['Av. Interoceánica', 'Calle Gonzalo Pizarro', 'Calle Juan Montalvo'], prefix: 'E' },
  { name: 'San Rafael', lat: -0.3040, lng: -78.4530, streets: ['Av. General Enríquez', 'Av. San Luis', 'Calle Río Chimbo'], prefix: 'S' },
  { name: 'Conocoto', lat: -0.2870, lng: -78.4780, streets: ['Calle García Moreno', 'Av. Abdón Calderón', 'Calle Sucre'], prefix: 'E' },
];

export interface DemoCustomer {
  name: string;
  email: string;
  phone: string;
  documentId: string;
  addresses: { label: string; line1: string; city: string; lat: number; lng: number }[];
}

function asciiSlug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');
}

function address(rng: Rng, label: string): DemoCustomer['addresses'][number] {
  const area = rng.pick(AREAS);
  const street = rng.pick(area.streets);
  const cross = rng.pick(AREAS.flatMap((a) => a.streets).filter((s) => s !== street));
  const number = `${area.prefix}${rng.int(10, 75)}-${rng.int(10, 250)}`;
  const extra = rng.chance(0.4) ? `, ${rng.pick(['Edificio', 'Conjunto', 'Torre'])} ${rng.pick(['Alameda', 'Los Álamos', 'Bellavista', 'Miraflores', 'Portal del Sol'])} ${rng.pick(['Dpto.', 'Casa', 'Of.'])} ${rng.int(1, 24)}` : '';
  return {
    label,
    line1: `${street} ${number} y ${cross}${extra}, ${area.name}`,
    city: 'Quito',
    // ~±700 m around the neighbourhood centre, 6 decimals.
    lat: Math.round((area.lat + (rng.next() - 0.5) * 0.012) * 1e6) / 1e6,
    lng: Math.round((area.lng + (rng.next() - 0.5) * 0.012) * 1e6) / 1e6,
  };
}

/** `count` distinct customers: unique emails, 1–2 addresses each. */
export function makeCustomers(rng: Rng, count: number): DemoCustomer[] {
  const customers: DemoCustomer[] = [];
  const emails = new Set<string>();
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last1 = rng.pick(SURNAMES);
    const last2 = rng.pick(SURNAMES.filter((s) => s !== last1));
    let email = `${asciiSlug(first.split(' ')[0] ?? first)}.${asciiSlug(last1)}@${rng.pick(EMAIL_DOMAINS)}`;
    for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    const addresses = [address(rng, 'Casa')];
    if (rng.chance(0.3)) addresses.push(address(rng, rng.pick(['Oficina', 'Trabajo', 'Casa de mis padres'])));
    customers.push({
      name: `${first} ${last1} ${last2}`,
      email,
      phone: `+593 9${rng.int(6, 9)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      documentId: cedula(rng),
      addresses,
    });
  }
  return customers;
}
