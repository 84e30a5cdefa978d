import { deliveryPromiseJourneys } from './delivery-promise';

deliveryPromiseJourneys();
