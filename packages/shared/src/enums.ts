import { TABLE_LISTS, type InitLists, type TableListKey } from './reference';

/**
 * The enumeration lists of GET /api/inits-json (spec 01 §3). The values are stored as written in
 * the records, so an entry may be renamed only together with a data migration.
 */

/** Marker of the entries that require a note (address condition, indigence state). */
export const SPECIFY_MARKER = '[specificare]';
export const needsSpecification = (value: string | null | undefined) => (value ?? '').includes(SPECIFY_MARKER);

export const COMPANY_TYPES = ['Azienda per tirocinio', 'Ente di formazione', 'Azienda che aderisce a job day'] as const;
export const COMPANY_STATE_CONTACTS = [
  'Primo contatto',
  'Interesse a proseguire',
  'Manifestazione alla firma',
  'Manifestazione firmata',
] as const;
export const INTERNSHIP_STATUSES = ['Pianificato', 'Attivo', 'Completato', 'Interrotto'] as const;
export const SEXES = ['M', 'F', 'N'] as const;

/**
 * ITU-T E.164 country calling codes, written once (no maintained data package is installed).
 * Italy first, the usual choice; the rest in numeric order.
 */
const CALLING_CODES = [
  '39',
  '1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '40', '41', '43', '44', '45', '46', '47', '48', '49',
  '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86',
  '90', '91', '92', '93', '94', '95', '98',
  '211', '212', '213', '216', '218', '220', '221', '222', '223', '224', '225', '226', '227', '228', '229', '230',
  '231', '232', '233', '234', '235', '236', '237', '238', '239', '240', '241', '242', '243', '244', '245', '246',
  '247', '248', '249', '250', '251', '252', '253', '254', '255', '256', '257', '258', '260', '261', '262', '263',
  '264', '265', '266', '267', '268', '269', '290', '291', '297', '298', '299',
  '350', '351', '352', '353', '354', '355', '356', '357', '358', '359', '370', '371', '372', '373', '374', '375',
  '376', '377', '378', '380', '381', '382', '383', '385', '386', '387', '389', '420', '421', '423',
  '500', '501', '502', '503', '504', '505', '506', '507', '508', '509', '590', '591', '592', '593', '594', '595',
  '596', '597', '598', '599',
  '670', '672', '673', '674', '675', '676', '677', '678', '679', '680', '681', '682', '683', '685', '686', '687',
  '688', '689', '690', '691', '692',
  '850', '852', '853', '855', '856', '880', '886',
  '960', '961', '962', '963', '964', '965', '966', '967', '968', '970', '971', '972', '973', '974', '975', '976',
  '977', '992', '993', '994', '995', '996', '998',
] as const;
export const PHONE_PREFIXES = CALLING_CODES.map((code) => `+${code}`);
export const DEFAULT_PHONE_PREFIX = '+39';

/** Italian labels of the table lists (Dropdown Edit), by the key of GET /api/list-settings. */
export const TABLE_LIST_LABELS: Record<TableListKey, string> = {
  countries: 'Paesi',
  municipi: 'Municipi',
  sectors: 'Settori',
  types_costs: 'Tipi di costo',
  types_courses: 'Tipi di corso',
  types_interviews: 'Tipi di colloquio',
  types_social_situations: 'Tipi di situazione sociale',
  types_files: 'Tipi di documento',
  types_col: 'C.O.L.',
};

export const INIT_LISTS: InitLists = {
  citizenship: ['Italiana', 'UE', 'Extra UE', 'Doppia cittadinanza (italiana e altra)', 'Apolide'],
  civilStatus: ['Nubile', 'Coniugata', 'Unita civilmente', 'Convivente', 'Separata', 'Divorziata', 'Vedova'],
  educationalList: [
    'Nessun titolo',
    'Licenza elementare',
    'Licenza media',
    'Qualifica professionale',
    'Diploma professionale',
    'Diploma di scuola superiore',
    'Diploma di tecnico superiore (ITS)',
    'Laurea triennale',
    'Laurea magistrale',
    'Master universitario',
    'Dottorato',
    'Titolo estero riconosciuto',
    'Titolo estero non riconosciuto',
    'Titolo estero in corso di riconoscimento',
  ],
  occupationalCondition: [
    'Disoccupata',
    'In cerca di prima occupazione',
    'Occupata a tempo indeterminato',
    'Occupata a tempo determinato',
    'Occupata part-time',
    'Lavoratrice autonoma',
    'Lavoro occasionale o saltuario',
    'Lavoro non regolare',
    'In tirocinio',
    'Studentessa',
    'Casalinga',
    'Inattiva',
    'Pensionata',
  ],
  prefix: PHONE_PREFIXES.map((name) => ({ name })),
  sex: [...SEXES],
  statusEntrepreneurs: [
    'Idea imprenditoriale',
    'In formazione',
    'Business plan in preparazione',
    'Richiesta di finanziamento',
    'Impresa avviata',
    'Progetto sospeso',
    'Progetto abbandonato',
  ],
  statusInternships: [...INTERNSHIP_STATUSES],
  languages: [
    'Italiano', 'Inglese', 'Francese', 'Spagnolo', 'Portoghese', 'Tedesco', 'Olandese', 'Rumeno', 'Albanese',
    'Arabo', 'Berbero (Tamazight)', 'Cinese (mandarino)', 'Cinese (cantonese)', 'Russo', 'Ucraino', 'Polacco',
    'Bielorusso', 'Ceco', 'Slovacco', 'Ungherese', 'Bulgaro', 'Serbo', 'Croato', 'Bosniaco', 'Macedone', 'Sloveno',
    'Greco', 'Turco', 'Curdo', 'Georgiano', 'Armeno', 'Azero', 'Persiano (farsi)', 'Dari', 'Pashto', 'Urdu', 'Hindi',
    'Punjabi', 'Bengalese', 'Nepalese', 'Singalese', 'Tamil', 'Telugu', 'Malayalam', 'Gujarati', 'Marathi',
    'Tagalog (filippino)', 'Indonesiano', 'Malese', 'Vietnamita', 'Thai', 'Khmer', 'Birmano', 'Giapponese', 'Coreano',
    'Mongolo', 'Kazako', 'Uzbeko', 'Kirghiso', 'Tagico', 'Ebraico', 'Amarico', 'Tigrino', 'Oromo', 'Somalo', 'Swahili',
    'Wolof', 'Fula (peul)', 'Bambara', 'Mandinka', 'Twi (akan)', 'Ewe', 'Yoruba', 'Igbo', 'Hausa', 'Edo', 'Lingala',
    'Kinyarwanda', 'Kirundi', 'Malgascio', 'Afrikaans', 'Zulu', 'Creolo haitiano', 'Creolo capoverdiano', 'Quechua',
    'Guaraní', 'Romanì', 'Lituano', 'Lettone', 'Estone', 'Finlandese', 'Svedese', 'Norvegese', 'Danese', 'Catalano',
    'Lingua dei segni italiana (LIS)', 'Altro',
  ],
  individualPlan: ['Da definire', 'In definizione', 'Sottoscritto', 'In corso', 'In revisione', 'Concluso', 'Interrotto'],
  tablesName: Object.keys(TABLE_LISTS),
  conditionAddress: [
    'Abitazione di proprietà',
    'Affitto con contratto regolare',
    'Affitto senza contratto',
    'Ospite presso parenti o amici',
    'Alloggio di edilizia residenziale pubblica',
    'Centro di accoglienza (CAS / SAI)',
    'Casa rifugio o casa di semiautonomia',
    'Comunità',
    'Occupazione abitativa',
    'Senza dimora',
    `Altro ${SPECIFY_MARKER}`,
  ],
  indigenceStatus: [
    'Nessuna misura di sostegno',
    'Assegno di Inclusione (ADI)',
    'Supporto per la Formazione e il Lavoro (SFL)',
    'NASpI',
    'In attesa di esito della domanda ADI',
    'Senza reddito',
    'Reddito insufficiente',
    `Altro sostegno economico ${SPECIFY_MARKER}`,
  ],
  typePermessoSoggiorno: [
    'Lavoro subordinato',
    'Lavoro autonomo',
    'Lavoro stagionale',
    'Attesa occupazione',
    'Motivi familiari',
    'Studio',
    'Ricerca scientifica',
    'Carta blu UE',
    'Protezione internazionale - asilo politico',
    'Protezione sussidiaria',
    'Protezione speciale',
    'Richiesta asilo',
    'Casi speciali',
    'Vittime di tratta e grave sfruttamento (art. 18)',
    'Vittime di violenza domestica (art. 18-bis)',
    'Calamità',
    'Cure mediche',
    'Minore età',
    'Affidamento',
    'Integrazione minore',
    'Motivi religiosi',
    'Residenza elettiva',
    'Apolidia',
    'Permesso UE per soggiornanti di lungo periodo',
    'Carta di soggiorno per familiare di cittadino UE',
    'Altro',
  ],
  certificationL2: ['Nessuna', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2'],
  companiesTypes: [...COMPANY_TYPES],
  companiesStateContact: [...COMPANY_STATE_CONTACTS],
  payingCompany: [
    'Progetto Empowerment',
    'Azienda ospitante',
    'Roma Capitale',
    'Regione Lazio',
    'Regione Lazio - Garanzia Giovani',
    'Altro ente',
  ],
  typeQualification: [
    'Attestato di frequenza',
    'Attestato di qualifica professionale',
    'Attestato di specializzazione',
    'Certificazione delle competenze',
    'Abilitazione professionale',
    'Certificazione linguistica',
    'Certificazione informatica',
    'Nessun attestato',
  ],
};
