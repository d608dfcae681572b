export interface TestPostgres {
  /** postgres://… of the server's `postgres` database. */
  url: string;
  port: number;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown), keeping its folder. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same folder and port. */
  start(): Promise<void>;
  /** halt(), then start(). */
  restart(): Promise<void>;
}
export function startTestPostgres(): Promise<TestPostgres>;
