import { z } from 'zod';
import { EMAIL_SHAPE, sentText } from '../common/fields';
import { recordMeta } from '../common/record';
import { privacyPolicyPage } from './information.entity';

export const PRIVACY_MSG = {
  tooLong: (max: number) => `Il testo non può superare i ${max} caratteri`,
  badEmail: 'Inserire un indirizzo email valido',
  badPhone: 'Il formato del telefono non è valido',
  saved: 'Dati della privacy policy salvati',
  unchanged: 'Nessuna modifica rilevata',
  loadError: 'Impossibile caricare la privacy policy',
} as const;

/** What the notice shows where an administrator has not yet given a value. */
export const PRIVACY_MISSING = 'da indicare';

/** A landline or mobile number as an office writes it: an optional +prefix, then 6 to 15 digits with spaces or dashes ('06 6710 1234'). */
export const OFFICE_PHONE_SHAPE = /^\+?\d(?:[\s-]?\d){5,14}$/;

/** Every part is sent on each save (a missing key is refused, never read as emptied); '' or null empties it. */
const text = (max: number) => sentText(max, PRIVACY_MSG.tooLong(max));
const sentEmail = () => sentText(319, PRIVACY_MSG.tooLong(319)).refine((v) => v === '' || EMAIL_SHAPE.test(v), PRIVACY_MSG.badEmail);

const privacyFields = {
  controller_name: text(200),
  controller_address: text(300),
  controller_email: sentEmail(),
  controller_pec: sentEmail(),
  controller_phone: sentText(30, PRIVACY_MSG.badPhone).refine((v) => v === '' || OFFICE_PHONE_SHAPE.test(v), PRIVACY_MSG.badPhone),
  dpo_name: text(200),
  dpo_email: sentEmail(),
  funder: text(200),
  retention_beneficiaries: text(300),
  retention_operators: text(300),
};

/** PUT /api/auth/privacy-policy/{id} and the administrators' form: every part blank or valid. */
export const PrivacyPolicyInputSchema = z.object(privacyFields);
export type PrivacyPolicyInput = z.infer<typeof PrivacyPolicyInputSchema>;
export type PrivacyPolicyFormValues = z.input<typeof PrivacyPolicyInputSchema>;
export type PrivacyField = keyof PrivacyPolicyInput;
export const PRIVACY_FIELDS = Object.keys(privacyFields) as PrivacyField[];

export const PrivacyPolicySchema = z.object({ ...PrivacyPolicyInputSchema.shape, ...recordMeta });
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>;

/** A piece of the notice: fixed text, or a part an administrator sets (its value, '' when not set). */
export type NoticePart = string | { field: PrivacyField; label: string; value: string };
export type NoticeBlock = { kind: 'p'; parts: NoticePart[] } | { kind: 'ul'; items: NoticePart[][] };
export type NoticeSection = { heading: string; blocks: NoticeBlock[] };

/**
 * The privacy notice (artt. 13 and 14 of Regulation (EU) 2016/679) for the beneficiaries and the
 * operators, its variable parts filled from `values`. The fixed text is the same for every programme.
 */
export function privacyNotice(values: PrivacyPolicyInput): NoticeSection[] {
  const labels = privacyPolicyPage.fields;
  const v = (field: PrivacyField): NoticePart => ({ field, label: labels[field], value: values[field] });
  /** A sentence with its variable parts: `s\`... ${v('x')} ...\``. */
  const s = (strings: TemplateStringsArray, ...parts: NoticePart[]): NoticePart[] =>
    strings.flatMap((str, i) => (i < parts.length ? [str, parts[i]] : [str])).filter((p) => p !== '');
  const p = (parts: NoticePart[] | string): NoticeBlock => ({ kind: 'p', parts: typeof parts === 'string' ? [parts] : parts });
  const ul = (...items: (NoticePart[] | string)[]): NoticeBlock => ({
    kind: 'ul',
    items: items.map((item) => (typeof item === 'string' ? [item] : item)),
  });

  return [
    {
      heading: 'Perché questa informativa',
      blocks: [
        p(
          'Questa informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (Regolamento generale sulla protezione dei dati, di seguito «GDPR») e del D.Lgs. 196/2003 (Codice in materia di protezione dei dati personali, di seguito «Codice»), come modificato dal D.Lgs. 101/2018.',
        ),
        p(
          'Descrive come sono trattati, con questo gestionale, i dati personali delle persone che partecipano al programma (di seguito «beneficiarie») e degli operatori che lo utilizzano.',
        ),
      ],
    },
    {
      heading: '1. Titolare del trattamento',
      blocks: [
        p(s`Il titolare del trattamento è ${v('controller_name')}, con sede in ${v('controller_address')}.`),
        p(s`Recapiti: email ${v('controller_email')}, PEC ${v('controller_pec')}, telefono ${v('controller_phone')}.`),
      ],
    },
    {
      heading: '2. Responsabile della protezione dei dati (DPO)',
      blocks: [p(s`Il Responsabile della protezione dei dati è ${v('dpo_name')}, che si può contattare all'indirizzo ${v('dpo_email')}.`)],
    },
    {
      heading: '3. Categorie di dati trattati',
      blocks: [
        p('Delle beneficiarie sono trattati:'),
        ul(
          'dati anagrafici e di contatto: nome, cognome, codice fiscale, data e luogo di nascita, cittadinanza, residenza e domicilio, telefono, email;',
          'titolo di studio, formazione, esperienze di lavoro e competenze;',
          'condizione occupazionale, situazione economica (compreso l’ISEE) e impegni familiari;',
          'dati del permesso di soggiorno, per chi ne è titolare;',
          'dati sul percorso nel programma: colloqui, corsi, tirocini, career day, attività di gruppo, costi sostenuti e documenti caricati;',
          'categorie particolari di dati (art. 9 GDPR), solo quando servono al percorso: dati relativi alla salute, come una disabilità o un’invalidità, e informazioni da cui possono emergere situazioni di fragilità sociale o di violenza subita.',
        ),
        p('Degli operatori sono trattati:'),
        ul(
          'nome, cognome, email, telefono, municipio e centro di orientamento al lavoro (C.O.L.) di appartenenza, ruolo;',
          'credenziali di accesso (la password è conservata solo in forma cifrata e non reversibile);',
          'il registro delle operazioni svolte nel gestionale (operazione, data e ora, esito) e gli indirizzi IP da cui avviene l’accesso.',
        ),
      ],
    },
    {
      heading: '4. Fonte dei dati',
      blocks: [
        p(
          'I dati delle beneficiarie sono raccolti presso di loro, durante i colloqui, e in parte presso terzi: i servizi sociali e i centri di orientamento al lavoro che le indirizzano al programma, gli enti di formazione e le aziende che ospitano i tirocini. I dati degli operatori sono forniti da loro stessi o dall’ente per cui lavorano.',
        ),
      ],
    },
    {
      heading: '5. Finalità e basi giuridiche del trattamento',
      blocks: [
        ul(
          'Presa in carico e gestione del percorso di inclusione sociale e lavorativa (orientamento, formazione, tirocini, accompagnamento al lavoro): esecuzione di un compito di interesse pubblico (art. 6, par. 1, lett. e) GDPR) e, per i rapporti con enti di formazione e aziende di cui la beneficiaria è parte, esecuzione di un contratto o di misure precontrattuali (art. 6, par. 1, lett. b) GDPR).',
          s`Rendicontazione delle attività e delle spese all’ente finanziatore del programma (${v('funder')}) e adempimento degli obblighi di legge, anche contabili e fiscali: obbligo legale (art. 6, par. 1, lett. c) GDPR).`,
          'Trattamento delle categorie particolari di dati: motivi di interesse pubblico rilevante (art. 9, par. 2, lett. g) GDPR e art. 2-sexies del Codice), finalità di assistenza sociale (art. 9, par. 2, lett. h) GDPR) o, quando richiesto, il consenso esplicito dell’interessata (art. 9, par. 2, lett. a) GDPR), che può essere revocato in qualsiasi momento senza pregiudicare la liceità del trattamento svolto prima della revoca.',
          'Gestione degli accessi degli operatori, sicurezza del sistema e tracciabilità delle operazioni: obbligo legale di adottare misure di sicurezza adeguate (art. 6, par. 1, lett. c) e art. 32 GDPR) e legittimo interesse del titolare a proteggere i dati che tratta (art. 6, par. 1, lett. f) GDPR).',
          'Statistiche sui risultati del programma, elaborate solo in forma aggregata e anonima.',
        ),
      ],
    },
    {
      heading: '6. Natura del conferimento',
      blocks: [
        p(
          'Il conferimento dei dati necessari alla presa in carico è obbligatorio: senza di essi non è possibile partecipare al programma. Il conferimento degli altri dati è facoltativo; il rifiuto può solo limitare i servizi che il programma è in grado di offrire.',
        ),
      ],
    },
    {
      heading: '7. Modalità del trattamento',
      blocks: [
        p(
          'I dati sono trattati con strumenti informatici da personale autorizzato e istruito (art. 29 GDPR e art. 2-quaterdecies del Codice), con misure tecniche e organizzative adeguate (art. 32 GDPR): credenziali personali, permessi distinti per operatori e amministratori, comunicazioni cifrate, registrazione delle operazioni e copie di sicurezza. Non vengono prese decisioni basate unicamente su un trattamento automatizzato, compresa la profilazione (art. 22 GDPR).',
        ),
      ],
    },
    {
      heading: '8. Destinatari dei dati',
      blocks: [
        p('I dati possono essere comunicati, solo nella misura necessaria:'),
        ul(
          s`all’ente finanziatore del programma (${v('funder')}) e alle autorità di controllo e di verifica, per la rendicontazione;`,
          'agli enti di formazione e alle aziende ospitanti, limitatamente ai dati che servono per i corsi e i tirocini;',
          'agli enti pubblici competenti (servizi sociali, centri per l’impiego, INPS, INAIL per la copertura assicurativa dei tirocini), quando la legge lo prevede;',
          'ai fornitori che ospitano e mantengono il gestionale, nominati responsabili del trattamento (art. 28 GDPR).',
        ),
        p('I dati non sono diffusi.'),
      ],
    },
    {
      heading: '9. Trasferimento dei dati verso Paesi terzi',
      blocks: [
        p(
          'Il titolare non trasferisce i dati personali verso Paesi al di fuori dell’Unione europea o verso organizzazioni internazionali. Se un trasferimento si rendesse necessario, avverrebbe solo con le garanzie previste dagli articoli 44-49 GDPR, come una decisione di adeguatezza della Commissione europea o le clausole contrattuali tipo.',
        ),
      ],
    },
    {
      heading: '10. Periodo di conservazione',
      blocks: [
        ul(s`Dati delle beneficiarie: ${v('retention_beneficiaries')}.`, s`Dati degli operatori: ${v('retention_operators')}.`),
        p('Trascorsi questi periodi, i dati sono cancellati o resi anonimi.'),
      ],
    },
    {
      heading: '11. Diritti dell’interessato',
      blocks: [
        p('Chi è interessato dal trattamento ha diritto di:'),
        ul(
          'accedere ai propri dati e riceverne copia (art. 15 GDPR);',
          'ottenerne la rettifica, se inesatti o incompleti (art. 16 GDPR);',
          'ottenerne la cancellazione, nei casi previsti (art. 17 GDPR);',
          'ottenere la limitazione del trattamento (art. 18 GDPR) ed essere informato delle rettifiche, cancellazioni e limitazioni comunicate ai destinatari (art. 19 GDPR);',
          'ricevere i dati che ha fornito in un formato strutturato e leggibile da dispositivo automatico, e trasmetterli a un altro titolare (art. 20 GDPR);',
          'opporsi al trattamento per motivi connessi alla propria situazione particolare (art. 21 GDPR);',
          'non essere sottoposto a una decisione basata unicamente su un trattamento automatizzato (art. 22 GDPR);',
          'revocare in qualsiasi momento il consenso prestato, senza pregiudicare la liceità del trattamento precedente (art. 7, par. 3 GDPR).',
        ),
        p(
          s`Per esercitare questi diritti si può scrivere al titolare (${v('controller_email')}) o al Responsabile della protezione dei dati (${v('dpo_email')}). La risposta arriva senza ingiustificato ritardo e al più tardi entro un mese dalla richiesta (art. 12 GDPR).`,
        ),
      ],
    },
    {
      heading: '12. Reclamo al Garante',
      blocks: [
        p(
          'Chi ritiene che il trattamento dei propri dati violi il GDPR può proporre reclamo al Garante per la protezione dei dati personali (art. 77 GDPR), Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it, oppure ricorrere all’autorità giudiziaria (art. 79 GDPR).',
        ),
      ],
    },
  ];
}
