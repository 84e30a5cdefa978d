/** One template per test run (by the runner's process id), so concurrent runs on one server never drop each other's. */
export const templateDatabaseName = (runId: number) => `dme_test_template_${runId}`;

export function withDatabaseName(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
