// The auth domain, imported as '@empowerment/shared/auth' (package.json's "./*" entry).
export * from './auth';
export * from './two-factor';
