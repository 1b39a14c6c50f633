/** The starting content of the table lists; administrators change them later from Dropdown Edit. */

type Item = { type: string; notes?: string };

/** Rome's fifteen municipi (since 2013), with the areas each one covers. */
export const ROME_MUNICIPI: { municipio: string; idPublic: number; notes: string }[] = [
  ['I', 'Centro Storico, Trastevere, Esquilino, Prati'],
  ['II', 'Parioli, Flaminio, Salario, Nomentano, San Lorenzo'],
  ['III', 'Montesacro, Val Melaina, Fidene, Bufalotta'],
  ['IV', 'Tiburtino, Pietralata, San Basilio, Casal Monastero'],
  ['V', 'Prenestino, Centocelle, Torpignattara, Quarticciolo'],
  ['VI', 'Delle Torri: Tor Bella Monaca, Torre Angela, Lunghezza, Ponte di Nona'],
  ['VII', 'Appio-Latino, Tuscolano, Cinecittà, Quadraro'],
  ['VIII', 'Appia Antica, Garbatella, Ostiense, Tor Marancia'],
  ['IX', 'EUR, Laurentino, Spinaceto, Torrino'],
  ['X', 'Ostia, Acilia, Infernetto, Casal Palocco'],
  ['XI', 'Arvalia, Portuense, Magliana, Corviale'],
  ['XII', 'Monteverde, Gianicolense, Pisana'],
  ['XIII', 'Aurelio, Boccea, Casalotti'],
  ['XIV', 'Monte Mario, Primavalle, Ottavia, Torrevecchia'],
  ['XV', 'Cassia, Flaminia, La Storta, Prima Porta'],
].map(([roman, notes], i) => ({ municipio: `Municipio ${roman}`, idPublic: i + 1, notes }));

/** Sectors of activity, after the ATECO sections that most placements fall in. */
export const SECTORS: Item[] = [
  { type: 'Ristorazione', notes: 'ATECO 56' },
  { type: 'Servizi alberghieri e ricettivi', notes: 'ATECO 55' },
  { type: 'Commercio al dettaglio', notes: 'ATECO 47' },
  { type: "Commercio all'ingrosso", notes: 'ATECO 46' },
  { type: 'Servizi alla persona', notes: 'ATECO 96' },
  { type: 'Assistenza sociale e cura', notes: 'ATECO 87-88' },
  { type: 'Sanità', notes: 'ATECO 86' },
  { type: 'Pulizie e sanificazione', notes: 'ATECO 81.2' },
  { type: 'Logistica e magazzino', notes: 'ATECO 52' },
  { type: 'Trasporti', notes: 'ATECO 49' },
  { type: 'Industria alimentare', notes: 'ATECO 10' },
  { type: 'Tessile, abbigliamento e sartoria', notes: 'ATECO 13-14' },
  { type: 'Artigianato', notes: 'ATECO 31-32' },
  { type: 'Agricoltura e giardinaggio', notes: 'ATECO 01, 81.3' },
  { type: 'Edilizia', notes: 'ATECO 41-43' },
  { type: 'Servizi amministrativi e di segreteria', notes: 'ATECO 82' },
  { type: 'Informatica e telecomunicazioni', notes: 'ATECO 61-63' },
  { type: 'Istruzione e formazione', notes: 'ATECO 85' },
  { type: 'Attività culturali e ricreative', notes: 'ATECO 90-93' },
  { type: 'Servizi domestici', notes: 'ATECO 97' },
  { type: 'Terzo settore', notes: 'Cooperative sociali e associazioni' },
  { type: 'Altro' },
];

export const COST_TYPES: Item[] = [
  { type: 'Indennità di tirocinio' },
  { type: 'Iscrizione a corso di formazione' },
  { type: 'Materiale didattico' },
  { type: 'Abbonamento trasporto pubblico' },
  { type: 'Rimborso spese di viaggio' },
  { type: 'Servizio di baby sitting' },
  { type: 'Visita medica' },
  { type: 'Esame di certificazione' },
  { type: 'Dispositivi di protezione e abbigliamento da lavoro' },
  { type: 'Mediazione linguistico-culturale' },
  { type: 'Altro' },
];

export const COURSE_TYPES: Item[] = [
  { type: 'Lingua italiana L2' },
  { type: 'Alfabetizzazione informatica' },
  { type: 'Competenze digitali avanzate' },
  { type: 'Operatrice socio-sanitaria (OSS)' },
  { type: 'Assistente familiare' },
  { type: 'Addetta alle pulizie e sanificazione' },
  { type: 'Aiuto cuoca e ristorazione' },
  { type: 'Sala e bar' },
  { type: 'Sartoria' },
  { type: 'Estetica e acconciatura' },
  { type: 'Commessa e addetta vendite' },
  { type: 'Magazzino e logistica' },
  { type: 'Segreteria e contabilità di base' },
  { type: 'HACCP' },
  { type: 'Sicurezza sui luoghi di lavoro' },
  { type: 'Primo soccorso' },
  { type: 'Educazione finanziaria' },
  { type: 'Autoimprenditorialità' },
  { type: 'Lingua inglese' },
  { type: 'Altro' },
];

export const INTERVIEW_TYPES: Item[] = [
  { type: 'Colloquio conoscitivo' },
  { type: 'Bilancio di competenze' },
  { type: 'Orientamento' },
  { type: 'Definizione del piano individuale' },
  { type: 'Ricerca attiva del lavoro' },
  { type: 'Preparazione al colloquio di lavoro' },
  { type: 'Monitoraggio tirocinio' },
  { type: 'Colloquio di verifica' },
  { type: 'Supporto psicologico' },
  { type: 'Consulenza legale' },
  { type: 'Colloquio di chiusura' },
  { type: 'Altro' },
];

export const SOCIAL_SITUATION_TYPES: Item[] = [
  { type: 'Vittima di violenza di genere' },
  { type: 'Vittima di tratta o sfruttamento' },
  { type: 'Donna sola con figli a carico' },
  { type: 'Disoccupata di lunga durata' },
  { type: 'Richiedente o titolare di protezione internazionale' },
  { type: 'Persona con disabilità' },
  { type: 'Persona senza dimora' },
  { type: 'In carico ai servizi sociali' },
  { type: 'In carico ai servizi per le dipendenze' },
  { type: 'Sottoposta a misure restrittive della libertà' },
  { type: 'Care leaver' },
  { type: 'Altro' },
];

export const FILE_TYPES: Item[] = [
  { type: "Documento d'identità" },
  { type: 'Codice fiscale / tessera sanitaria' },
  { type: 'Permesso di soggiorno' },
  { type: 'Curriculum vitae' },
  { type: 'Scheda A' },
  { type: 'Scheda D' },
  { type: 'Patto di servizio' },
  { type: 'Progetto formativo di tirocinio' },
  { type: 'Convenzione di tirocinio' },
  { type: 'Registro presenze' },
  { type: 'Attestato' },
  { type: 'Certificazione ISEE' },
  { type: 'Ricevuta di pagamento' },
  { type: 'Fattura' },
  { type: 'Informativa privacy' },
  { type: 'Altro' },
];

/** The C.O.L. (Centri di Orientamento al Lavoro) of Roma Capitale, one per municipio. */
export const COL_TYPES: Item[] = ROME_MUNICIPI.map((m) => ({
  type: `C.O.L. ${m.municipio}`,
  notes: `Centro di Orientamento al Lavoro - ${m.notes}`,
}));
