/**
 * Stands for a value a `beforeAll` sets later (the app, a signed-in admin), so a test file can name it where its
 * describe starts instead of copying it into a variable of its own.
 */
export function late<T extends object>(get: () => T): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(get(), key) as unknown });
}
