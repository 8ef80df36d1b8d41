import type { Task } from './request-tracking'
import { transfer, type Transfer } from './transfer-taro'

/** Starts an upload or download now (the mini-program's calls are always there; transfer.h5.ts loads H5's). */
export function startTransfer<R>(start: (transfer: Transfer) => Task<R>): Task<R> {
  return start(transfer)
}
