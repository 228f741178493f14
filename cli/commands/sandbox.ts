/** `docs sandbox [--port 4010] [--host 127.0.0.1]`: the API simulator for a merchant's own code. */
import { getRegistry } from '../../schemas/index.ts';
import { startSandboxServer } from '../../sandbox/server.ts';
import { SANDBOX_CREDENTIALS, SANDBOX_ENTITY_IDS } from '../../sandbox/test-values.ts';
import { UsageError } from '../engine/errors.ts';
import { untilInterrupted } from './interrupt.ts';

export async function sandboxCommand(options: { port: string; host: string }): Promise<number> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be an integer between 0 and 65535, got ${options.port}`);
  const host = options.host;
  // Links in responses (hosted page, redirections, Location) point at this server.
  const publicUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const server = await startSandboxServer({ port, host, registry: getRegistry(), log: (line) => process.stdout.write(`${line}\n`), ...(port !== 0 ? { publicUrl } : {}) });
  process.stdout.write(`Orchestra sandbox on ${server.url} (Ctrl-C to stop)
  client id / secret  ${SANDBOX_CREDENTIALS.clientId} / ${SANDBOX_CREDENTIALS.clientSecret}
  API key             ${SANDBOX_CREDENTIALS.apiKey}
  merchant id         ${SANDBOX_CREDENTIALS.merchantId}
  entities            ${SANDBOX_ENTITY_IDS.join(', ')}
`);
  await untilInterrupted();
  await server.close();
  return 0;
}
