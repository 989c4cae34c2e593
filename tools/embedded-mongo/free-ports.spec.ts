import net from 'node:net';
import { freePorts } from './index';

describe('freePorts', () => {
  it('hands out different ports that can all be listened on at once', async () => {
    const ports = await freePorts(40);
    expect(new Set(ports).size).toBe(40);
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<net.Server>((resolve, reject) => {
            const server = net.createServer();
            server.once('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });
});
