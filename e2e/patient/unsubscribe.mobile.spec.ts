import { unsubscribeJourneys } from './unsubscribe';

unsubscribeJourneys();
