/** The operations console's pages, loaded together as one lazy chunk by the router (admins only). */
export { OpsLayout } from '../components/ops-layout';
export { AuditLogPage } from './audit-log-page';
export { EligibilityFailuresPage } from './eligibility-failures-page';
export { FaxDetailPage } from './fax-detail-page';
export { FaxInboxPage } from './fax-inbox-page';
export { PriorAuthsPage } from './prior-auths-page';
export { RequestsPage } from './requests-page';
export { SignupCodesPage } from './signup-codes-page';
export { SuppliersPage } from './suppliers-page';
