/** Every Italian text of the spec that both sides need, written once. */

/** Spec 01 §8: the error catalogue, by HTTP status. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: "C'è un errore nella scrittura dei dati inviati",
  401: 'Sessione scaduta, effettuare il login',
  403: 'Accesso vietato: non hai i permessi per fare questa operazione!',
  404: 'Risorsa non trovata',
  409: 'Informazioni con queste caratteristiche già presente!',
  422: "L'operazione non può essere completata",
  424: 'Operazione non consentita, esistono delle dipendenze per questa risorsa',
  500: 'Errore interno del server, contattare lo sviluppatore',
  502: 'Errore nella generazione del file, riprovare più tardi',
};
export const CONNECTION_ERROR = 'Possibile errore di connessione';
/** Spec 02 §8: the notice of every delete (a record, a list item, a participation, a membership). */
export const ITEM_DELETED = 'Elemento eliminato con successo!';

export const MSG = {
  // validation (spec 01 §5)
  fillRequired: 'Compila tutti i campi richiesti',
  invalidResetEmail: 'Inserisci un indirizzo email valido',
  invalidPassword: 'Inserisci un password valida',
  passwordsMatch: 'Le password coincidono',
  passwordMismatch: 'Le password non coincidono',
  invalidResetToken: 'Token di reset non valido',
  emailRequired: "L'email è obbligatoria",
  emailInvalid: "L'email non è valida",
  emailLength: "L'email deve essere compresa tra 3 e 319 caratteri",
  emailMismatch: 'Le email non corrispondono',
  emailMismatchSubmit: "La conferma della email non corrisponde all'email inserita",
  phoneInvalid: 'Il formato del telefono non è valido',
  operatorNotesMax: 'Le note devono contenere al massimo 300 caratteri',
  completeRequired: 'Completa correttamente i campi obbligatori',
  required: 'Questo campo è obbligatorio',
  tooShort: 'Il testo è troppo corto',
  tooLong: 'Il testo è troppo lungo',
  tooSmall: 'Il valore è troppo piccolo',
  tooBig: 'Il valore è troppo grande',
  badFormat: 'Il formato non è valido',
  /** After signing in again: the form holds again what she typed before her session ended. */
  draftRestored: 'Hai ritrovato quello che avevi scritto prima che la sessione scadesse: controlla i dati e salva.',
  /** A filter's day that cannot be read as typed. */
  dayUnreadable: 'Data non valida: scrivi il giorno come gg/mm/aaaa (es. 15/07/1988)',
  badEmail: 'Inserire un indirizzo email valido',
  badValue: 'Valore non valido',
  // session and account (spec 01 §4, §8)
  wrongCredentials: 'Email o password errati',
  resetTokenInvalidOrExpired: 'Token di reset non valido o scaduto',
  resetEmailUnknown: 'Email non valida',
  sessionExpired: 'Sessione scaduta, effettua nuovamente il login',
  logoutError: 'Errore durante il logout. Riprova più tardi.',
  loginSuccess: 'Login effettuato con successo',
  logoutSuccess: 'Logout effettuato con successo',
  resetMailSent: 'Controlla la tua casella email per le istruzioni di recupero password',
  passwordResetDone: 'Password reimpostata con successo',
  operatorAdded: 'Operatore aggiunto con successo',
  operatorUpdated: 'Operatore aggiornato con successo',
  noChangesToSave: 'Nessuna modifica da salvare',
  noChangesDetected: 'Nessuna modifica rilevata',
  testingNotice: 'Questo è il sito di testing. Alcune funzionalità potrebbero essere limitate.',
  // export (spec 01 §8)
  exportTypeMissing: 'Tipo di esportazione non specificato.',
  exportCountError: 'Errore durante il recupero del conteggio dei dati. Riprova più tardi.',
  exportNoData: "Non ci sono dati disponibili per l'esportazione.",
  exportError: "Errore durante l'esportazione dei dati. Riprova più tardi.",
  // server-side texts that the spec leaves to us
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  tooManyResetRequests: 'Troppe richieste di recupero password. Riprova tra qualche minuto.',
  cannotDeleteSelf: 'Non puoi eliminare il tuo account.',
  cannotDemoteSelf: 'Non puoi rimuovere i tuoi privilegi di amministratore.',
  operatorNoPassword: "Questo account non ha ancora una password: usa il link dell'invito o 'Recupera Password'.",
  staleSave:
    'Questi dati sono stati modificati da un altro operatore dopo che li hai aperti. Ricarica per vedere la versione aggiornata: quello che hai scritto resta nel modulo.',
  databaseUnavailable: 'Servizio momentaneamente non disponibile: il database non risponde. Riprova tra qualche istante.',
  /** 413: a body over the limit of its route (JSON, headers), other than a document's 15 MB. */
  contentTooLarge: 'Il contenuto inviato è troppo grande',
  /** 408: a client stopped sending its request (headers or body) before its end. */
  requestTimeout: 'La richiesta è stata interrotta perché i dati hanno smesso di arrivare. Controlla la connessione e riprova.',
  /** 503 of the readiness probe while the process finishes its requests before it stops. */
  serverStopping: 'Il server si sta arrestando: riprova tra qualche istante.',
  /** Beside an unexpected failure (5xx, no answer): the request's id, which finds its line in the server's log. */
  errorCode: 'Codice errore',
} as const;
