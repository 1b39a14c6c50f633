import { defineEntity } from '../common/entity';

/** /modelli (Modelli Schede): the .docx templates of Scheda A and D; administrators replace and restore them. */
export const cardTemplatesPage = defineEntity({
  key: 'cardTemplates',
  log: { entity: 'card templates', label: 'Modelli Schede' },
  screen: { path: '/modelli', title: 'Modelli Schede', menu: { group: 'main', order: 11 } },
  fields: { file: 'Nuovo modello (.docx)' },
  computed: {
    placeholder: 'Segnaposto',
    meaning: 'Significato',
    state: 'Modello in uso',
    replaced_by: 'Sostituito da',
    replaced_at: 'Sostituito il',
  },
});
