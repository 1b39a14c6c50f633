import { mergeConfig } from 'vite';
import webConfig from '../../apps/web/vite.config.ts';

/** The web app's own Vite configuration, with this folder as the app. */
export default mergeConfig(webConfig, { root: import.meta.dirname });
