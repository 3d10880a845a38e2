// Where a benchmark's CPU went (Linux /proc): the app's processes (a pid and its descendants, so
// WEB_CONCURRENCY's workers count), PostgreSQL's (every process named `postgres`: its backends,
// the pooler's connections, the writers), the load generator (this process) and the whole machine.
// `bench:http` prints them per request: with two cores, 2,000 ms of CPU a second is the most any
// mix can spend, so `2000 / (app + postgres + load)` is the most requests a second it can answer.

import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux (getconf CLK_TCK)

type ProcessTicks = { ppid: number; comm: string; ticks: number };

function snapshot(): Map<number, ProcessTicks> {
  const processes = new Map<number, ProcessTicks>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid … utime stime …": comm may hold spaces, so split after its ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    processes.set(Number(entry), {
      comm: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return processes;
}

function machineBusyTicks(): number {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, , , irq, softirq, steal] = cpu!.trim().split(/\s+/).slice(1).map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

export type CpuFigures = { app: number; postgres: number; load: number; machine: number };

/** Starts counting; the returned function gives the CPU milliseconds spent since, by kind. */
export function startCpuCount(appPid: number): () => CpuFigures {
  const before = snapshot();
  const machineBefore = machineBusyTicks();
  const ownBefore = process.cpuUsage();
  return () => {
    const after = snapshot();
    const isApp = (pid: number): boolean => {
      for (let current = pid, hops = 0; current > 1 && hops < 8; hops += 1) {
        if (current === appPid) return true;
        current = after.get(current)?.ppid ?? 0;
      }
      return false;
    };
    let app = 0;
    let postgres = 0;
    for (const [pid, now] of after) {
      // A process started during the run spent all its ticks in it.
      const spent = now.ticks - (before.get(pid)?.ticks ?? 0);
      if (spent <= 0) continue;
      if (now.comm === 'postgres') postgres += spent;
      else if (isApp(pid)) app += spent;
    }
    const own = process.cpuUsage(ownBefore);
    return {
      app: app * TICK_MS,
      postgres: postgres * TICK_MS,
      load: (own.user + own.system) / 1000,
      machine: (machineBusyTicks() - machineBefore) * TICK_MS,
    };
  };
}
