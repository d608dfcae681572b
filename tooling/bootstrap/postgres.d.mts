export interface TestPostgres {
  /** postgres://… of the server's `postgres` database. */
  url: string;
  port: number;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown) and starts it again on the same folder and port. */
  restart(): Promise<void>;
}
export function startTestPostgres(): Promise<TestPostgres>;
