import { loadConfig } from './config';
import { startService } from './server';

try {
  const config = loadConfig();
  const service = await startService(config);
  const stop = async (signal: string) => {
    service.fastify.log.info({ signal }, 'shutting down');
    await service.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
