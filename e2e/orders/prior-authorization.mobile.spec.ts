import { priorAuthorizationJourneys } from './prior-authorization';

priorAuthorizationJourneys();
