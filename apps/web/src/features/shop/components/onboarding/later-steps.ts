/**
 * The wizard's steps after the welcome, one lazy chunk: a first visit shows only the welcome, so
 * the due-date select and the radio cards load when the patient moves on (issue 18).
 */
export { CategoryStep } from './category-step';
export { InsuranceStep } from './insurance-step';
export { VerticalStep } from './vertical-step';
