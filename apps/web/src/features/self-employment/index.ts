/** Tab 14 of the beneficiary's record shows the same placeholder. */
export { SelfEmploymentNotice } from './components/self-employment-notice';
