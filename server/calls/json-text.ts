/**
 * Call data that arrives already serialized (JSON built by PostgreSQL, e.g. an order's 150 lines): the
 * middleware writes the text into the answer as it is, instead of parsing it into objects only to stringify
 * them again. The value handed around is a real `T` all the same: a proxy that parses the text the first time
 * anything reads it (the contract check in development and tests does; production answers never do).
 *
 * The text may be UTF-8 bytes: a large answer (an order's detail, ~50 KB) kept as a Buffer lives outside V8's heap,
 * so the garbage collector never copies it while the answer is being written (as a string, each one in flight at a
 * young-generation collection was copied, and its pause held up every other call).
 */
export type JsonText = string | Buffer;

const texts = new WeakMap<object, JsonText>();

export function fromJsonText<T extends object>(text: JsonText): T {
  let parsed: T | undefined;
  const value = (): T => (parsed ??= JSON.parse(typeof text === 'string' ? text : text.toString('utf8')) as T);
  const proxy = new Proxy({} as T, {
    get: (_target, key) => Reflect.get(value(), key),
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // A proxy may only report a property its (empty) target lacks as configurable.
      if (descriptor) descriptor.configurable = true;
      return descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
  texts.set(proxy, text);
  return proxy;
}

/** The JSON text behind a value made by fromJsonText, or undefined for any other value. */
export function jsonTextOf(value: unknown): JsonText | undefined {
  return typeof value === 'object' && value !== null ? texts.get(value) : undefined;
}
