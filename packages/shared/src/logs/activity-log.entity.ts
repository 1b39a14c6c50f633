import { defineEntity } from '../common/entity';

/** The Registro Attività itself (spec 01 §2, /logs), and what it records of the xlsx exports. */
export const activityLogEntity = defineEntity({
  key: 'activityLogs',
  exportType: 'logs',
  screen: { path: '/logs', title: 'Registro Attività', menu: { group: 'admin', order: 4, label: 'Logs' }, admin: true },
  // what an entry holds, as the screen's columns and the export's name them
  fields: {
    CreatedAt: 'Data e ora',
    operator: 'Operatore',
    action: 'Azione',
    entita: 'Entità',
    beneficiary_id: 'ID beneficiario',
    status_code: 'Codice di risposta',
    notes: 'Note',
  },
  computed: {
    beneficiary: 'Beneficiario',
    beneficiary_public_id: 'ID pubblico beneficiario',
    changes: 'Modifiche',
    outcome: 'Esito',
    operator_email: 'Email operatore',
    date_from: 'Dal',
    date_to: 'Al',
  },
});

export const exportEntity = defineEntity({ key: 'export', log: { entity: 'export', label: 'Esportazione' } });
