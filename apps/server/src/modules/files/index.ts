/** What other modules may use of the documents module: the data a sheet is filled with (the /modelli check). */
export { schedaData } from './scheda';
