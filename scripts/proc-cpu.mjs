// CPU milliseconds of processes from /proc (Linux), for the benchmarks that start a server and PostgreSQL.
import fs from 'node:fs'

/** CPU ticks of a process so far (utime + stime, and with `withEnded` its reaped children's). */
function ticks(pid, withEnded) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12]) + (withEnded ? Number(fields[13]) + Number(fields[14]) : 0)
  } catch {
    return 0
  }
}

/** CPU ms of one process (a server instance). */
export const processCpuMs = (pid) => ticks(pid, false) * 10

/** PostgreSQL's CPU ms: the postmaster with its ended backends, plus every running child (backends, workers). */
export function postgresCpuMs(postmasterPid) {
  if (!postmasterPid) return NaN
  let children = []
  try {
    children = fs.readFileSync(`/proc/${postmasterPid}/task/${postmasterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  } catch {}
  return (ticks(postmasterPid, true) + children.reduce((sum, child) => sum + ticks(child, false), 0)) * 10
}
