/** The search from the top bar and Ctrl+K / Cmd+K (decision 0049): its dialog, mounted once in the shell, and its button. */
export { SearchButton, SearchSpotlight } from './components/search-spotlight';
