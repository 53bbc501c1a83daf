// Whether a process id names a live process: a signal 0 reaches it, or it exists but belongs to
// another user (EPERM). The data folder's lock and the running server's settings both ask it.
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
