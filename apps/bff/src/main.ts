import { loadConfig } from './config';
import { startBff } from './server';

/** Entry point: validate the environment, start, and shut down cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const bff = await startBff(config);
  const stop = () => {
    bff.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`BFF failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
