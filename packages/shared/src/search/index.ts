// The search domain, imported as '@empowerment/shared/search' (package.json's "./*" entry).
export * from './search';
