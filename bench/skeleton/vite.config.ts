import { defineConfig, mergeConfig } from 'vite';
import webConfig from '../../apps/web/vite.config.ts';

/** The web app's own Vite configuration, with this folder as the app. */
export default defineConfig((env) => mergeConfig(webConfig(env), { root: import.meta.dirname }));
