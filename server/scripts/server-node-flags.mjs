/**
 * The V8 flags the API process runs with, wherever it is started for real (npm start, the API benchmarks; the
 * Docker image's CMD repeats them). Under load V8 lets the heap grow well past what is live before it collects
 * (a process at 35,000 req/s held 330 MB for about 60 MB of live data): a 4 MB semi-space and a 50% heap growing
 * step keep a process on PostgreSQL near 150 MB idle and under 200 MB under the catalogue load, for a few percent
 * of throughput. Accepted by Node 20, 22 and 24.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
