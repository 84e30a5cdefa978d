export const TEMPLATE_DATABASE = 'dme_test_template';

export function withDatabaseName(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
