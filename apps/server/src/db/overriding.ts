/**
 * `target` with the members of `overrides` in place of its own: how a database driver is handed to
 * drizzle with a method or two changed and everything else its own.
 */
export function overriding<T extends object>(
  target: T,
  overrides: Partial<Record<PropertyKey, unknown>>,
): T {
  return new Proxy(target, {
    get: (object, key, receiver): unknown =>
      key in overrides ? overrides[key] : Reflect.get(object, key, receiver),
  });
}
