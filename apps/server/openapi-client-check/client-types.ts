/**
 * Type-checked by `src/plugins/openapi-client.test.ts` only (no tsconfig of the project includes it):
 * `#openapi-client` is the client types openapi-typescript generates from the served OpenAPI
 * document. Each check holds both ways: the shared zod types, with their keys as the wire spells
 * them, are assignable to the generated ones and back. A document that drifts from the schemas
 * the app really validates and writes fails here.
 */

import type { addCartItemBodySchema, cartSchema, updateCartItemBodySchema } from '@dme/shared/cart/api';
import type {
  createOrderBodySchema,
  createOrderReplySchema,
  orderSchema,
  updateOrderBodySchema,
} from '@dme/shared/orders/api';
import type {
  patientSessionSchema,
  patientUpdateBodySchema,
  productVariantDetailSchema,
  productVariantSchema,
} from '@dme/shared/shop/api';
import type { workOrderDetailSchema, workOrderListReplySchema } from '@dme/shared/work-orders/api';
import type { z } from 'zod';
import type { operations } from '#openapi-client';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/** `toSnakeCase` of `@dme/shared/wire/case` at the type level: `firstImageUrl` → `first_image_url`. */
type SnakeWords<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeWords<Tail>}`
  : Key;
/** …and its one exception: a numbered line of a compound name is spelled apart (`street_line_1`). */
type SnakeKey<Key extends string> =
  SnakeWords<Key> extends `${infer Name}_line${infer Number extends Digit}`
    ? Name extends ''
      ? SnakeWords<Key>
      : `${Name}_line_${Number}`
    : SnakeWords<Key>;

/** A value as the wire carries it: every key snake_case, at every depth. */
type Wire<Value> = Value extends readonly (infer Item)[]
  ? Wire<Item>[]
  : Value extends object
    ? { [Key in keyof Value as Key extends string ? SnakeKey<Key> : Key]: Wire<Value[Key]> }
    : Value;

type Json<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : never;
type Reply<Id extends keyof operations, Status extends number> = operations[Id] extends {
  responses: { [Code in Status]: infer Response };
}
  ? Json<Response>
  : never;
type RequestBody<Id extends keyof operations> = operations[Id] extends { requestBody: infer Body }
  ? Json<Body>
  : never;

/** Compiles only when the generated and the shared types can each stand for the other. */
const sameShape = <Generated, Shared>(
  _forward: (shared: Shared) => Generated,
  _back: (generated: Generated) => Shared,
) => undefined;
const same = <Value>(value: Value) => value;

// Replies (what the server writes: the output of each reply schema).
sameShape<Reply<'getApiCartsMe', 200>, Wire<z.output<typeof cartSchema>>>(same, same);
sameShape<Reply<'postApiCartItems', 200>, Wire<z.output<typeof cartSchema>>>(same, same);
sameShape<Reply<'putApiCartItemsByUuid', 200>, Wire<z.output<typeof cartSchema>>>(same, same);
sameShape<Reply<'postApiOrders', 201>, Wire<z.output<typeof createOrderReplySchema>>>(same, same);
sameShape<Reply<'getApiOrders', 200>, Wire<z.output<typeof orderSchema>>[]>(same, same);
sameShape<Reply<'getApiOrdersById', 200>, Wire<z.output<typeof orderSchema>>>(same, same);
sameShape<Reply<'getApiPatientSessionsMe', 200>, Wire<z.output<typeof patientSessionSchema>>>(same, same);
sameShape<Reply<'getApiProductVariants', 200>, Wire<z.output<typeof productVariantSchema>>[]>(same, same);
sameShape<Reply<'getApiProductVariantsById', 200>, Wire<z.output<typeof productVariantDetailSchema>>>(
  same,
  same,
);
sameShape<Reply<'getApiConsultations', 200>, Wire<z.output<typeof workOrderListReplySchema>>>(same, same);
sameShape<Reply<'getApiConsultationsById', 200>, Wire<z.output<typeof workOrderDetailSchema>>>(same, same);

// Request bodies (what the server accepts: the input of each body schema).
sameShape<RequestBody<'postApiCartItems'>, Wire<z.input<typeof addCartItemBodySchema>>>(same, same);
sameShape<RequestBody<'putApiCartItemsByUuid'>, Wire<z.input<typeof updateCartItemBodySchema>>>(same, same);
sameShape<RequestBody<'postApiOrders'>, Wire<z.input<typeof createOrderBodySchema>>>(same, same);
sameShape<RequestBody<'putApiOrdersById'>, Wire<z.input<typeof updateOrderBodySchema>>>(same, same);
sameShape<RequestBody<'putApiPatientsUpdate'>, Wire<z.input<typeof patientUpdateBodySchema>>>(same, same);

// The checks above must not pass vacuously: a reply the document lacks would be `never`.
type Known<Value> = [Value] extends [never] ? false : true;
const known: [
  Known<Reply<'getApiCartsMe', 200>>,
  Known<RequestBody<'postApiCartItems'>>,
  Known<Reply<'getApiOrdersById', 200>>,
] = [true, true, true];

export { known };
