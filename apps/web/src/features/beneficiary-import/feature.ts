import { IconFileImport } from '@tabler/icons-react';
import { defineFeature } from '../../config/feature';
import { beneficiaryImportRoutes } from './routes';

/** The screen's routes and its menu icon (app/features.ts reads every feature's `feature.ts`). */
export const feature = defineFeature({ key: 'beneficiaryImport', routes: beneficiaryImportRoutes, icon: IconFileImport });
