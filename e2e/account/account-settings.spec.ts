import { accountSettingsJourneys } from './account-settings';

accountSettingsJourneys();
