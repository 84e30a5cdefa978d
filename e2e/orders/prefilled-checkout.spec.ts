import { prefilledCheckoutJourneys } from './prefilled-checkout';

prefilledCheckoutJourneys();
