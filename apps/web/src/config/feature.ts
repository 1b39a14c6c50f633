import type { DeclaredScreen } from '@empowerment/shared';
import type { Icon } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';

/**
 * What the web app adds to a declared screen (packages/shared, defineEntity with a `screen`): its
 * routes and its menu icon, by the key of its declaration. Each feature with a screen exports its
 * own as `feature` from its `feature.ts`; app/features.ts collects them.
 */
export type Feature = { key: DeclaredScreen['key']; routes: RouteObject[]; icon: Icon };

export const defineFeature = (feature: Feature): Feature => feature;
