/**
 * The cookies the web app's scripts set and the server reads to draw a patient's page as that
 * browser shows it: the chosen vertical (spec patient §9, 20 years) and the signed-in role (a role,
 * no identity: a signed-in browser draws its own page).
 */
export const PAGE_COOKIES = {
  productVertical: 'product_vertical_uuid',
  signedInRole: 'signed_in_role',
} as const;
