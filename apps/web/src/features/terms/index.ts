/** The terms feature's public surface: what dashboard uses of it. */
export { TermsBanner } from './components/terms-banner';
