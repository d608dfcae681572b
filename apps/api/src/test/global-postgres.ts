// Vitest's global setup for the API suite (in the main process, before the workers start, so they inherit the
// variable): every test runs on a real PostgreSQL server, the test command's own or one started here.
import { startTestPostgres } from "../../../../tooling/bootstrap/postgres.mjs";

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if ((process.env.TEST_DATABASE_URL ?? "") !== "") return undefined;
  const server = await startTestPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}
