/** Stops the embedded PostgreSQL that the global setup started for this run. */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.embeddedTestServer;
  globalThis.embeddedTestServer = undefined;
  delete process.env.RC_TEST_EMBEDDED_SERVER;
  await server?.stop();
}
