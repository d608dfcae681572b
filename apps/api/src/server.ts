import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { ConfigError, loadConfig, webBuildWarning } from "./config";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const webWarning = webBuildWarning(config);
  if (webWarning !== null) app.log.warn({ dir: config.WEB_DIST_DIR }, webWarning);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "closing after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
}

await main();
