/**
 * Request body checks before a handler runs: prototype-pollution keys, then the path's zod schema,
 * with issues turned into per-field Spanish messages.
 */
import type { z } from 'zod';
import type { FieldIssue } from '../../contract/envelope';
import { INVALID_TEXT } from '../../contract/fields';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_DEPTH = 64;

export type KeyScan = { ok: true } | { ok: false; reason: 'forbidden'; key: string; campo: string } | { ok: false; reason: 'too_deep' };

/** Walks the parsed JSON (iteratively, so a deeply nested body cannot overflow the stack). */
export function scanKeys(value: unknown): KeyScan {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth > MAX_DEPTH) return { ok: false, reason: 'too_deep' };
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, path: `${item.path}${item.path ? '.' : ''}${index}`, depth: item.depth + 1 }));
      continue;
    }
    // JSON.parse creates own "__proto__" properties; Object.keys lists them.
    for (const key of Object.keys(item.value)) {
      const path = `${item.path}${item.path ? '.' : ''}${key}`;
      if (FORBIDDEN_KEYS.has(key)) return { ok: false, reason: 'forbidden', key, campo: path };
      stack.push({ value: (item.value as Record<string, unknown>)[key], path, depth: item.depth + 1 });
    }
  }
  return { ok: true };
}

/** Spanish names of the fields the contract uses, for messages. */
const FIELD_LABELS: Record<string, string> = {
  email: 'El correo electrónico',
  password: 'La contraseña',
  nombre: 'El nombre',
  token: 'El enlace de recuperación',
  tokenSesion: 'La sesión (tokenSesion)',
  IDUsuario: 'El usuario (IDUsuario)',
  AceptoTerminos: 'La aceptación de los términos',
  AceptoCookies: 'La aceptación de comunicaciones',
  empresaId: 'La empresa',
  storeId: 'La tienda',
  warehouseId: 'La bodega',
  text: 'La nota',
  scannedCode: 'El código escaneado',
  q: 'El texto de búsqueda',
  customer: 'El cliente buscado',
  number: 'El número de orden',
  cursor: 'La página (cursor)',
  label: 'El título de la columna',
  statuses: 'Los estados',
  createdFrom: 'La fecha de creación desde',
  createdTo: 'La fecha de creación hasta',
  slotDate: 'La fecha de entrega',
  channels: 'Los canales',
  paymentStates: 'Los estados de pago',
  totalMin: 'El total mínimo',
  totalMax: 'El total máximo',
  mine: 'El filtro «mis órdenes»',
  sort: 'El orden de la lista',
  limit: 'El tamaño de página',
  orderId: 'La orden',
  from: 'El estado de origen',
  to: 'El estado de destino',
  baseVersion: 'La versión de la orden',
  mutationId: 'El identificador del cambio',
  format: 'El formato',
  columns: 'Las columnas',
  key: 'La columna',
  lineId: 'La línea',
  lineVersion: 'La versión de la línea',
  pickState: 'El estado de la línea',
  pickedQuantity: 'La cantidad pickeada',
  substituteProductId: 'El producto sustituto',
  substituteApproval: 'La aprobación de la sustitución',
  clientId: 'El dispositivo (clientId)',
  mutations: 'Los cambios',
  id: 'El identificador',
  name: 'El nombre',
  args: 'Los datos del cambio',
  createdAt: 'La fecha del cambio',
  // Brands and the storefront menu (/marcas, /menu).
  moveProductsTo: 'La marca de destino',
  itemId: 'El elemento del menú',
  parentId: 'El elemento padre',
  productIds: 'Los productos',
  url: 'La dirección (URL)',
  // Customers (/clientes, /cliente/:id).
  customerId: 'El cliente',
  phone: 'El teléfono',
  documentId: 'El documento de identidad',
  addressId: 'La dirección',
  address: 'La dirección',
  city: 'La ciudad',
  lat: 'La latitud',
  lng: 'La longitud',
  makeDefault: 'La dirección predeterminada',
  // Holiday IVA periods (/iva-feriado).
  desde: 'La fecha inicial',
  hasta: 'La fecha final',
  tasaBp: 'La tasa de IVA',
  categoriaIds: 'Las categorías',
  // The pricing call and placing an order (pricingShape, contract/schemas/pricing.ts).
  idCliente: 'El cliente',
  tiendaId: 'La tienda',
  productos: 'Los productos del carrito',
  qty: 'La cantidad',
  esEnvioGratis: 'El envío gratis',
  fechaEntrega: 'La fecha de entrega',
  entrega: 'La forma de entrega',
  zonaId: 'La zona de entrega',
  codigoPromo: 'El código promocional',
  bin: 'El BIN de la tarjeta',
  // Card BIN ranges (/bines).
  binRangeId: 'El rango de BIN',
  binFrom: 'El BIN inicial',
  binTo: 'El BIN final',
  bank: 'El banco',
  brand: 'La marca',
  // Content, intrusive banner, push, news, sampling (issue 19).
  element: 'El elemento',
  elementoId: 'El elemento',
  item: 'El ítem',
  tipo: 'El tipo',
  titulo: 'El título',
  title: 'El título',
  posicion: 'La posición',
  accion: 'La acción',
  accionID: 'El destino de la acción',
  listAccionID: 'Las categorías de la acción',
  activo: 'El estado',
  active: 'El estado',
  imageKey: 'La imagen',
  link: 'El enlace',
  startsAt: 'El inicio',
  endsAt: 'El fin',
  everyDays: 'Cada cuántos días',
  body: 'El texto',
  bodyMarkdown: 'El texto',
  route: 'La pantalla que abre',
  sendAt: 'La hora de envío',
  audience: 'El público',
  roles: 'Los roles',
  pinned: 'Fijada',
  endpoint: 'La suscripción del dispositivo',
  subscription: 'La suscripción del dispositivo',
  area: 'El área',
  productId: 'El producto',
  quantityMilli: 'La cantidad',
  totalSamples: 'El total de muestras',
  storeIds: 'Las tiendas',
  minOrderCents: 'El mínimo de compra',
  categoryIds: 'Las categorías',
  newCustomersOnly: 'Solo clientes nuevos',
  // The subscription API (proxy/v1): body fields; path and query parameters come as `params.…` / `query.…`.
  ApplicationId: 'La aplicación',
  planId: 'El plan',
  description: 'La descripción',
  priceCents: 'El precio',
  periodMonths: 'El periodo (meses)',
  trialDays: 'Los días de prueba',
  userGroupTypes: 'Los tipos de cliente',
  kind: 'El tipo de beneficio',
  discountBp: 'El descuento',
  version: 'La versión',
};

/**
 * Labels of a field at one place (indexes written `*`), before the name-only table above: names that mean something
 * else there, e.g. a queued change's `id` and `name`.
 */
const PATH_LABELS: Record<string, string> = {
  'mutations.*.id': 'El número del cambio',
  'mutations.*.name': 'La acción del cambio',
  'params.id': 'El identificador de la ruta (id)',
};

function label(campo: string): string {
  if (campo === '') return 'El cuerpo de la petición';
  const byPath = PATH_LABELS[campo.replace(/\.\d+(?=\.|$)/g, '.*')];
  if (byPath) return byPath;
  const last = campo.split('.').pop() ?? campo;
  return FIELD_LABELS[last] ?? `El campo "${campo}"`;
}

/** An adjective agreeing with the label's article: "obligatorio" → "obligatoria" after "La …", "obligatorios" after "Los …". */
function agree(name: string, masculine: string): string {
  const article = name.split(' ', 1)[0];
  const feminine = article === 'La' || article === 'Las';
  const plural = article === 'Los' || article === 'Las';
  return `${feminine ? masculine.replace(/o$/, 'a') : masculine}${plural ? 's' : ''}`;
}

const PLURAL_VERBS: Record<string, string> = { debe: 'deben', tiene: 'tienen', puede: 'pueden', es: 'son' };

/** "<label> <predicate>.", the predicate's verb in the plural after "Los …" / "Las …". */
function say(name: string, predicate: string): string {
  const plural = /^(?:Los|Las) /.test(name);
  const text = plural ? predicate.replace(/^(no )?(\S+)/, (_all, no: string | undefined, verb: string) => `${no ?? ''}${PLURAL_VERBS[verb] ?? verb}`) : predicate;
  return `${name} ${text}.`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número entero',
  boolean: 'verdadero o falso',
  object: 'objeto',
  array: 'lista',
};

/** The value at `path` inside `input`, and whether it is there at all. */
function presentAt(input: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current !== undefined;
}

function isInvalidText(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.['reason'] === INVALID_TEXT;
}

type SizeIssue = z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig;

/** What a size limit counts, singular and plural; numbers, bigints and dates count nothing (they are compared). */
const SIZE_UNITS: Record<string, [string, string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
  file: ['byte', 'bytes'],
};

function limitText(issue: SizeIssue, limit: number | bigint): string {
  return issue.origin === 'date' ? new Date(Number(limit)).toISOString() : String(limit);
}

/**
 * The broken size rule in words: "debe tener al menos 3 caracteres", "debe ser mayor que 0". An exclusive limit
 * (`.positive()`, `.gt(n)`) is said as such: "al menos 0" would be wrong where 0 is refused too.
 */
function sizeRule(issue: SizeIssue): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const unit = SIZE_UNITS[issue.origin];
  if (unit) {
    // Lengths are whole numbers: "more than 2" is "at least 3".
    const count = inclusive ? Number(limit) : Number(limit) + (small ? 1 : -1);
    const units = count === 1 ? unit[0] : unit[1];
    if (issue.exact) return `debe tener exactamente ${count} ${units}`;
    return small ? `debe tener al menos ${count} ${units}` : `debe tener como máximo ${count} ${units}`;
  }
  const text = limitText(issue, limit);
  if (issue.exact) return `debe ser exactamente ${text}`;
  if (small) return inclusive ? `debe ser al menos ${text}` : `debe ser mayor que ${text}`;
  return inclusive ? `debe ser como máximo ${text}` : `debe ser menor que ${text}`;
}

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'un UUID',
  guid: 'un UUID',
  date: 'una fecha AAAA-MM-DD',
  datetime: 'una fecha y hora ISO 8601 con zona horaria',
  time: 'una hora HH:MM',
  url: 'una dirección web',
  base64url: 'texto base64url',
};

function formatRule(issue: z.core.$ZodIssueInvalidStringFormat): string {
  switch (issue.format) {
    case 'starts_with':
      return `debe empezar por "${(issue as z.core.$ZodIssueStringStartsWith).prefix}"`;
    case 'ends_with':
      return `debe terminar en "${(issue as z.core.$ZodIssueStringEndsWith).suffix}"`;
    case 'includes':
      return `debe contener "${(issue as z.core.$ZodIssueStringIncludes).includes}"`;
    default: {
      const expected = FORMAT_NAMES[issue.format];
      return expected ? `debe ser ${expected}` : 'no tiene el formato correcto';
    }
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('es') + text.slice(1);
}

function valuesText(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** A union no option of which matched: the discriminator's allowed values, or the types the options expect. */
function unionRule(issue: z.core.$ZodIssueInvalidUnion): string {
  const options = (issue as { options?: unknown[] }).options;
  if (Array.isArray(options) && options.length > 0) return `debe ser uno de: ${valuesText(options)}`;
  const types = issue.errors.map((branch) => (branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0 ? branch[0].expected : null));
  if (types.length > 0 && types.every((type) => type !== null)) {
    return `debe ser ${[...new Set(types.map((type) => TYPE_NAMES[type!] ?? type))].join(' o ')}`;
  }
  return 'no tiene ninguna de las formas permitidas';
}

/** A Spanish sentence naming the field and the rule it broke. */
function issueMessage(issue: z.core.$ZodIssue, campo: string): string {
  const name = label(campo);
  switch (issue.code) {
    case 'invalid_type':
      return say(name, `tiene un tipo no válido (se esperaba ${TYPE_NAMES[issue.expected] ?? issue.expected})`);
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'string') {
        if (campo === 'password') return 'La contraseña debe tener entre 8 y 128 caracteres.';
        if (issue.code === 'too_small' && !issue.exact && Number(issue.minimum) <= 1) return say(name, `no puede estar ${agree(name, 'vacío')}`);
      }
      return say(name, sizeRule(issue));
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'El correo electrónico no es válido.' : say(name, formatRule(issue));
    case 'invalid_value':
      return campo === 'AceptoTerminos' ? 'Debes aceptar los términos y condiciones.' : say(name, `debe ser uno de: ${valuesText(issue.values)}`);
    case 'not_multiple_of':
      return say(name, `debe ser múltiplo de ${String(issue.divisor)}`);
    case 'invalid_union':
      return say(name, unionRule(issue));
    case 'invalid_key':
      return say(name, 'tiene una clave no válida');
    case 'invalid_element':
      return say(name, 'tiene un elemento no válido');
    case 'custom':
      if (isInvalidText(issue)) return `${name} contiene caracteres que no se pueden guardar (el carácter nulo U+0000 o un carácter Unicode incompleto). Quítalos y vuelve a intentarlo.`;
      // The contract's own refinements carry a Spanish sentence (said after the field's name); zod's default one is not worth showing.
      return issue.message && issue.message !== 'Invalid input' ? `${name}: ${lowerFirst(issue.message)}` : say(name, `no es ${agree(name, 'válido')}`);
    default:
      return say(name, `no es ${agree(name, 'válido')}`);
  }
}

/**
 * One FieldIssue per problem; an unknown key becomes one issue named by its own path,
 * and a missing field is codigo "required". `prefix` names where `input` sits ("params", "query": a REST route's parts).
 */
export function toFieldIssues(error: z.core.$ZodError, input: unknown, prefix = ''): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const base = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const campo = base ? `${base}.${key}` : key;
        out.push({ campo, codigo: 'unrecognized_key', mensaje: `El campo "${campo}" no está permitido.` });
      }
      continue;
    }
    if (issue.path.length > 0 && !presentAt(input, issue.path)) {
      out.push({ campo: base, codigo: 'required', mensaje: say(label(base), `es ${agree(label(base), 'obligatorio')}`) });
      continue;
    }
    out.push({ campo: base, codigo: isInvalidText(issue) ? INVALID_TEXT : issue.code, mensaje: issueMessage(issue, base) });
  }
  return out;
}

/** The answer's overall message: the single problem, or the list of fields. */
export function validationMessage(issues: FieldIssue[]): string {
  if (issues.length === 1) return issues[0]!.mensaje;
  const fields = [...new Set(issues.map((issue) => issue.campo || '(cuerpo)'))];
  return `Revisa estos campos: ${fields.join(', ')}.`;
}
