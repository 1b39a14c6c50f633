/** What other modules may use of the documents module: the data a sheet is filled with (the /modelli check). */
export { schedaData } from './scheda';
/** Her documents' stored parts, read one at a time (her GDPR dossier streams them). */
export { storedParts } from './files.repository';
