import { referralCodeFieldJourneys } from './referral-code-field';

referralCodeFieldJourneys();
