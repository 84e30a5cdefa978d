import type { ProductCategory } from './api';

/** Categories shaped like the catalogue's Respiratory Care and Breast Pump verticals, for rule tests. */
export const category = (
  uuid: string,
  order: number,
  flags: Partial<ProductCategory> = {},
): ProductCategory => ({
  uuid,
  name: uuid,
  order,
  isAccessory: false,
  isActive: true,
  isCpap: false,
  quantityLimit: 1,
  verticalType: 'respiratory_care',
  ...flags,
});

export const RESPIRATORY = [
  category('oxygen', 5),
  category('cpap-machine', 1, { isCpap: true }),
  category('masks', 3, { isCpap: true, isAccessory: true }),
  category('humidifier', 2, { isCpap: true, isAccessory: true }),
  category('cpap-supplies', 4, { isCpap: true, isAccessory: true, quantityLimit: 6 }),
  category('oxygen-contents', 6, { isAccessory: true }),
];

export const BREAST_PUMP = [
  category('pumps', 1, { verticalType: 'breast_pump' }),
  category('pump-supplies', 2, { isAccessory: true, verticalType: 'breast_pump', quantityLimit: 10 }),
  category('retired', 3, { isActive: false, verticalType: 'breast_pump' }),
];
