import { roleGuardJourneys } from './role-guards';

roleGuardJourneys();
