// An S3 look-alike (s3rver) in a process of its own, for the many-vendor benchmark's replicas with the
// S3 blob store (BENCH_S3=1, issue 42, decision 126): in the load generator's own process its request
// handling would share the generator's event loop. Usage: node bench/local-s3-process.ts PORT DIR BUCKET;
// prints "ready" once it listens, stops on SIGTERM.
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) {
  console.error('usage: node bench/local-s3-process.ts PORT DIR BUCKET');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log('ready');
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
