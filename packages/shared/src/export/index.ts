// The export domain, imported as '@empowerment/shared/export' (package.json's "./*" entry).
export * from './export';
