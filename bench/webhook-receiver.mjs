// The benchmark's webhook receiver, in a process of its own (a real receiver is another machine):
// answers 200 at once and reports each first arrival (webhook-id, wall-clock ms) to its parent.
import { createServer } from 'node:http';

const seen = new Set();
const server = createServer((req, res) => {
  const id = String(req.headers['webhook-id'] ?? '');
  req.resume();
  req.on('end', () => {
    if (id && !seen.has(id)) {
      seen.add(id);
      process.send?.({ id, at: Date.now() });
    }
    res.writeHead(200).end();
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ ready: true, port: server.address().port }));
process.on('disconnect', () => process.exit(0));
