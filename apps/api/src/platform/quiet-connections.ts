import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * On close, the server lets the requests in flight finish but does not wait for connections that
 * carry none. Node's own close ends the idle keep-alive connections, yet not one that was opened
 * and never sent a request (a browser's preconnect, or undici reconnecting after an aborted
 * stream): that one held a shutdown for the 60 s of headersTimeout. Each connection's requests
 * are counted; at close those with none are ended, and the others as their last answer goes.
 */
export function closeQuietConnections(app: FastifyInstance): void {
  const inFlight = new Map<Socket, number>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  app.server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    // 'close' comes once the answer is written (or the client went), hijacked streams included.
    res.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, count] of inFlight) if (count === 0) socket.destroySoon();
  });
}
