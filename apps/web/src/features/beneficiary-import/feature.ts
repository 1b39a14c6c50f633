import { defineFeature } from '../../config/feature';
import { beneficiaryImportRoutes } from './routes';

/**
 * The screen's routes (app/features.ts reads every feature's `feature.ts`); it has no
 * menu entry: the beneficiaries list opens it ('Importa da foglio di calcolo', administrators).
 */
export const feature = defineFeature({ key: 'beneficiaryImport', routes: beneficiaryImportRoutes });
