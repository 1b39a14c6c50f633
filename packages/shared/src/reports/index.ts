// The reports domain, imported as '@empowerment/shared/reports' (package.json's "./*" entry).
export * from './reports';
