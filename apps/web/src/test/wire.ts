/**
 * The snake_case form of a shared schema's type, as the server's reply hook writes it
 * (`snakeKeys` in packages/shared/src/wire/case.ts): fixtures written in wire form are checked
 * against the schemas with `satisfies Wire<z.input<typeof schema>>`, so they cannot drift.
 */
export type Wire<T> = T extends readonly (infer Item)[]
  ? Wire<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? SnakeKey<Key> : Key]: Wire<T[Key]> }
    : T;

type SnakeKey<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeKey<Tail>}`
  : Key;
