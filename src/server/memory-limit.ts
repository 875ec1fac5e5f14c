// How much memory the server may use when MEMORY_LIMIT_MB does not say: what its container allows, else the
// machine's memory. scripts/serve.sh works the same figure out before Node starts, to choose how the embedded
// database's WebAssembly is compiled (decision 059); photo uploads find their room under it
// (features/photos/memory-room.ts).
import { totalmem } from 'node:os';

/** The container's memory limit when it sets one below the machine's memory, else the machine's memory. */
export function machineMemoryLimit(): number {
  const machine = totalmem();
  const container = process.constrainedMemory?.() ?? 0;
  return container > 0 && container < machine ? container : machine;
}
