/** The pages opened from patient e-mails (reorder, unsubscribe), loaded together as one lazy chunk. */
export { ResupplyPage } from './resupply-page';
export { UnsubscribePage } from './unsubscribe-page';
