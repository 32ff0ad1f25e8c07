import { z } from 'zod';

type WithoutDefault<S> =
  S extends z.ZodDefault<infer Inner> ? Inner : S extends z.ZodPrefault<infer Inner> ? Inner : S;

export type PatchShape<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]>> };

/**
 * The schema of a partial update of an entity. `.partial()` is not enough: zod 4 still fills an
 * absent key that has a default, and a patch would then reset every defaulted field it omits.
 */
export function patchSchema<T extends z.ZodRawShape>(shape: T): z.ZodObject<PatchShape<T>> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const bare = field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field;
      return [key, z.optional(bare)];
    }),
  );
  return z.object(fields) as z.ZodObject<PatchShape<T>>;
}
