import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a product process a test starts. */
export async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
