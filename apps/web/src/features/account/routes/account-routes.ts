/** The patient account pages, loaded together as one lazy chunk by the router. */
export { InsuranceInformationPage } from '../../insurance';
export { AccountLayout } from '../components/account-layout';
export { AccountSettingsPage } from './account-settings-page';
