// The pages domain, imported as '@empowerment/shared/pages' (package.json's "./*" entry).
export * from './pages';
