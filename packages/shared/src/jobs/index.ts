// The jobs domain, imported as '@empowerment/shared/jobs' (package.json's "./*" entry).
export * from './jobs';
