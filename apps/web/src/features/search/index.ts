/** The search from the top bar and Ctrl+K / Cmd+K (decision 0049): its button, which loads its dialog when asked. */
export { Search } from './components/search';
