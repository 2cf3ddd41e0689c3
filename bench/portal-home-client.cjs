// Each autocannon connection of bench/portal-home.ts is one owner: it sends its own session token
// (the list in BENCH_PORTAL_TOKENS, handed out in turn). A file of its own because autocannon's
// worker thread loads it by path.
/* global module, process */
const tokens = (process.env.BENCH_PORTAL_TOKENS ?? '').split(',');
let next = 0;

module.exports = function setupClient(client) {
  client.setHeaders({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
};
