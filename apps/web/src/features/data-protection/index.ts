/** Her record's dossier download and danger zone (administrators). */
export { DataProtectionPanel } from './components/data-protection-panel';
