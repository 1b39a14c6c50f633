/** The same server, another database. */
export function databaseUrl(base: string, database: string) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
